# tier: graph
# tf.reduce_logsumexp: Max (keep_dims), IsFinite/SelectV2 replacing an infinite max by 0,
# StopGradient, Sub, Exp, Sum, Log, and (without keepdims) a Reshape of the max to the Shape of
# the result, all in the ReduceLogSumExp scope. Large inputs do not overflow, a row of -inf
# gives -inf, and the gradient is the softmax.
x = tf.placeholder(tf.float32, [2, 3], name="x")
r = [tf.reduce_logsumexp(x), tf.reduce_logsumexp(x, 1), tf.reduce_logsumexp(x, axis=0,
                                                                             keepdims=True),
     tf.reduce_logsumexp(x, reduction_indices=[1], keep_dims=True, name="lse"),
     tf.reduce_logsumexp([1000.0, 1000.0])]
grads = tf.gradients(r[1], x)
emit("nodes", graph_nodes())
emit("shapes", [t.shape for t in r])
inf = float("inf")
with tf.Session() as sess:
    feed = {x: [[1.0, 2.0, 3.0], [-inf, -inf, -inf]]}
    emit("values", sess.run(r, feed))
    emit("grad", sess.run(grads, {x: [[1.0, 2.0, 3.0], [500.0, 500.0, 0.0]]}))
expect_error(lambda: tf.reduce_logsumexp(tf.constant([1, 2])), "int_input")
