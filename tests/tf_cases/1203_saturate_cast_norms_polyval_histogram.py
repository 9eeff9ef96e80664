# tier: graph
# tf.saturate_cast: saturate_cast/{value, Const, Const_1, clamp (ClipByValue)} and the Cast
# named saturate_cast, even from float32 to float64. tf.math.reduce_euclidean_norm is one
# EuclideanNorm op (gradient x / (norm / grad)). tf.linalg.normalize divides by
# normalize/norm/... kept dims. tf.math.polyval chains Mul and AddV2 under polyval/.
# tf.histogram_fixed_width is one HistogramFixedWidth op (nbins checked when built if known).
c1 = tf.saturate_cast([1.5, 300., -5.], tf.uint8)
c2 = tf.saturate_cast(tf.constant([1.5]), tf.float64)
c3 = tf.saturate_cast([1, 2 ** 20, -2 ** 20], tf.int16, name="to16")
c4 = tf.saturate_cast(tf.constant([1e10, -1e10], tf.float64), tf.int32)
c5 = tf.saturate_cast(tf.constant([2 ** 40], tf.int64), tf.float32)
c6 = tf.saturate_cast(tf.constant([-1, 300], tf.int32), tf.uint8)
x = tf.constant([[3., 4.], [1., 2.]], name="x")
e1 = tf.math.reduce_euclidean_norm(x)
e2 = tf.math.reduce_euclidean_norm(x, axis=1, keepdims=True, name="en")
e3 = tf.math.reduce_euclidean_norm([[3, 4]], 1)
e4 = tf.math.reduce_euclidean_norm(x, 1)
ge, = tf.gradients(e4, x)
ge2, = tf.gradients(e2, x)
n1 = tf.linalg.normalize(x)
n2 = tf.linalg.normalize(x, ord=1, axis=1)
p1 = tf.math.polyval([1., 2., 3.], 2.)
p2 = tf.math.polyval([tf.constant(1.), 2.], tf.constant([1., 2.]), name="pv")
p3 = tf.math.polyval([], tf.constant([1., 2.]))
expect_error(lambda: tf.math.polyval((1., 2.), 1.), "tuple")
h1 = tf.histogram_fixed_width([0., 1., 2., 5., -1.], [0., 5.], nbins=5)
h2 = tf.histogram_fixed_width([0, 1, 9], [0, 10], nbins=2, dtype=tf.int64)
h3 = tf.histogram_fixed_width([0., 1.], [1., 0.])
expect_error(lambda: tf.histogram_fixed_width([0., 1.], [0., 1.], nbins=0), "nbins")
emit("shapes", [[t.name, t.shape, t.dtype] for t in (c1, c2, c3, c4, c5, c6, e1, e2, e3, e4, ge,
                                                     ge2, n1[0], n1[1], n2[0], n2[1], p1, p2,
                                                     p3, h1, h2, h3)])
emit("graph", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([c1, c2, c3, c4, c5, c6, e1, e2, e3, e4, ge, ge2, n1, n2, p1, p2,
                             p3, h1, h2]))
    expect_error(lambda: sess.run(h3), "range")
