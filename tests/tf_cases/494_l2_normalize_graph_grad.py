# tier: graph
# tf.nn.l2_normalize builds Square, Sum (keep_dims), Maximum with epsilon, Rsqrt and Mul in
# its scope; axis or the old dim (not both), all axes by default. Its gradient flows through
# Rsqrt's RsqrtGrad and Maximum's selection.
x = tf.placeholder(tf.float32, [2, 3], name="x")
n1 = tf.nn.l2_normalize(x, axis=1)
n2 = tf.nn.l2_normalize(x, dim=0, epsilon=1e-4, name="cols")
n3 = tf.nn.l2_normalize(x)
n4 = tf.nn.l2_normalize([3.0, 4.0], 0)
n5 = tf.nn.l2_normalize(x, [0, 1])
g1 = tf.gradients(tf.reduce_sum(n1 * [[1.0, 2.0, 3.0]]), x)
emit("nodes", graph_nodes())
emit("shapes", [t.shape for t in (n1, n2, n3, n4, n5)])
feed = {x: [[1.0, -2.0, 2.0], [0.0, 0.0, 0.0]]}
with tf.Session() as sess:
    emit("values", sess.run([n1, n2, n3, n4, n5], feed))
    emit("grad", sess.run(g1, feed))
    emit("float64", sess.run(tf.nn.l2_normalize(tf.constant([[1.0, 1.0]], tf.float64), 1)))
expect_error(lambda: tf.nn.l2_normalize(x, axis=0, dim=1), "axis_and_dim")
expect_error(lambda: tf.nn.l2_normalize(x, 2), "bad_axis")
