# tier: semantics
# The errors tf.metrics raises while building: labels and predictions of different shapes,
# weights that cannot be broadcast to the values, weights of a rank the confusion counts do
# not accept, a weights axis that cannot be squeezed, labels and predictions of different
# dtypes in the regression errors; and at run time, weights fed in a shape the values refuse.
expect_error(lambda: tf.metrics.accuracy([1, 2, 3], [1, 2, 3, 4]), "accuracy_shapes")
expect_error(lambda: tf.metrics.mean_squared_error(tf.zeros([2, 3]), tf.zeros([3, 2])),
             "mse_shapes")
expect_error(lambda: tf.metrics.mean(tf.zeros([2, 3]), weights=tf.ones([2, 2])),
             "mean_weights_broadcast")
expect_error(lambda: tf.metrics.true_positives([1, 0], [1, 1], weights=tf.ones([2, 1, 1])),
             "tp_weights_rank")
expect_error(lambda: tf.metrics.precision([1, 0], [1, 1], weights=tf.ones([2, 2])),
             "precision_weights_squeeze")
expect_error(lambda: tf.metrics.mean_absolute_error(tf.constant([1, 2]),
                                                    tf.constant([1.0, 2.0])), "mae_dtypes")
expect_error(lambda: tf.metrics.recall([[1, 0]], [1, 0, 1]), "recall_shapes")
values = tf.placeholder(tf.float32, [None, 3])
weights = tf.placeholder(tf.float32, [None, None])
m, update = tf.metrics.mean(values, weights=weights)
with tf.Session() as sess:
    sess.run(tf.local_variables_initializer())
    emit("ok", sess.run(update, {values: [[1.0, 2.0, 3.0]], weights: [[1.0, 0.0, 1.0]]}))
    expect_error(lambda: sess.run(update, {values: [[1.0, 2.0, 3.0]], weights: [[1.0, 2.0]]}),
                 "run_weights_broadcast")
    emit("kept", sess.run(m))
