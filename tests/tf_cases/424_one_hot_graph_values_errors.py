# tier: graph
# tf.one_hot: on/off values first (Consts on_value/off_value, or the converted given values,
# named Const), then the indices and depth the OneHot node converts. Out-of-range indices give
# all off values; axis says where the new dimension goes; the dtype follows the given values.
a = tf.one_hot([0, -1, 5, 2], 3)
i = tf.placeholder(tf.int32, [None], name="i")
b = tf.one_hot(i, 4, on_value=5.0, off_value=-1.0, axis=0, dtype=tf.float64, name="codes")
c = tf.one_hot([[0, 1], [2, 0]], 3, axis=1, on_value=7)
d = tf.one_hot(tf.constant([1, 0], tf.int64), tf.placeholder(tf.int32, [], name="depth"))
e = tf.one_hot([0, 1], 3, off_value=2, dtype=tf.float32)
emit("nodes", graph_nodes())
emit("shapes", [a.shape, b.shape, c.shape, d.shape, e.shape])
emit("dtypes", [a.dtype, b.dtype, c.dtype, d.dtype, e.dtype])
with tf.Session() as sess:
    emit("values", sess.run([a, b, c, e], {i: [3, 0, 1]}))
    emit("fed_depth", sess.run(d, {"depth:0": 2}))
expect_error(lambda: tf.one_hot([0.0, 1.0], 3), "float_indices")
expect_error(lambda: tf.one_hot([0, 1], 3, on_value=1.0, dtype=tf.int32), "on_dtype")
expect_error(lambda: tf.one_hot([0, 1], 3, on_value=1.0, off_value=0), "on_off_mismatch")
expect_error(lambda: tf.one_hot([0, 1], 3, axis=-2), "axis")
expect_error(lambda: tf.one_hot([0, 1], -1), "negative_depth")
expect_error(lambda: tf.one_hot([0, 1], 3.0), "float_depth")
expect_error(lambda: tf.one_hot([0, 1], tf.constant(3, tf.int64)), "int64_depth")
x = tf.placeholder(tf.float32, [2], name="x")
emit("no_gradient", tf.gradients(tf.one_hot([0, 1], 2, on_value=x[0]), x))
