# tier: semantics
# Errors of tf.losses, as TF words them: missing arguments, shapes that do not match, weights
# that cannot be broadcast, an unknown reduction.
x = tf.placeholder(tf.float32, [4, 3], name='x')
L = tf.losses
expect_error(lambda: L.mean_squared_error(None, x), "mse_no_labels")
expect_error(lambda: L.mean_squared_error(x, None), "mse_no_predictions")
expect_error(lambda: L.mean_squared_error(tf.zeros([4, 2]), x), "mse_shapes")
expect_error(lambda: L.absolute_difference(None, x), "l1_no_labels")
expect_error(lambda: L.absolute_difference(tf.zeros([3, 3]), x), "l1_shapes")
expect_error(lambda: L.mean_squared_error(tf.zeros([4, 3]), x, weights=tf.ones([3])),
             "weights_rank")
expect_error(lambda: L.mean_squared_error(tf.zeros([4, 3]), x, weights=tf.ones([4, 2])),
             "weights_dim")
expect_error(lambda: L.mean_squared_error(tf.zeros([4, 3]), x, reduction="mean"),
             "bad_reduction")
expect_error(lambda: L.compute_weighted_loss(x, reduction=None), "none_reduction")
expect_error(lambda: L.sigmoid_cross_entropy(None, x), "sigmoid_no_labels")
expect_error(lambda: L.sigmoid_cross_entropy(x, None), "sigmoid_no_logits")
expect_error(lambda: L.sigmoid_cross_entropy(tf.zeros([4, 2]), x), "sigmoid_shapes")
expect_error(lambda: L.softmax_cross_entropy(None, x), "softmax_no_labels")
expect_error(lambda: L.softmax_cross_entropy(tf.zeros([4, 2]), x), "softmax_shapes")
expect_error(lambda: L.sparse_softmax_cross_entropy(None, x), "sparse_no_labels")
expect_error(lambda: L.sparse_softmax_cross_entropy(tf.zeros([4], tf.int32), None),
             "sparse_no_logits")
expect_error(lambda: L.sparse_softmax_cross_entropy(tf.zeros([5], tf.int32), x), "sparse_shapes")
expect_error(lambda: L.sparse_softmax_cross_entropy(tf.zeros([4], tf.int32), x,
                                                    weights=tf.ones([3])), "sparse_weights")
# Integer labels and predictions are cast to float32 first.
emit("ints", [L.mean_squared_error([1, 2], [1, 3]), L.absolute_difference([1, 2], [1, 3])])
emit("collected", L.get_losses())
with tf.Session() as sess:
    emit("values", sess.run(L.get_losses()))
