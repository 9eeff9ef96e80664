# tier: graph
# TF1's tf.where(c, x, y) is a Select: no broadcasting, but a vector condition picks whole
# rows and a scalar one everything. Its gradient is two Selects against zeros_like(x).
x = tf.placeholder(tf.float32, [2, 3], name="x")
y = tf.placeholder(tf.float32, [2, 3], name="y")
c = tf.placeholder(tf.bool, [2, 3], name="c")
rows = tf.placeholder(tf.bool, [2], name="rows")
a = tf.where(c, x, y)
b = tf.where(rows, x, y, name="pick")
s = tf.where(tf.constant(False), x, y)
k = tf.where(c, x, [[0.0, 1.0, 2.0]] * 2)
coords = tf.where(c)
grads = tf.gradients(tf.reduce_sum(a * 2.0) + tf.reduce_sum(b), [x, y])
emit("nodes", graph_nodes())
emit("outputs", [a, b, s, k, coords, grads, b.shape, coords.shape])
feed = {x: [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], y: [[-1.0, -2.0, -3.0], [-4.0, -5.0, -6.0]],
        c: [[True, False, True], [False, False, True]], rows: [False, True]}
with tf.Session() as sess:
    emit("values", sess.run([a, b, s, k, coords], feed))
    emit("grad_values", sess.run(grads, feed))
expect_error(lambda: tf.where(c, x, tf.zeros([2, 4])), "xy_mismatch")
expect_error(lambda: tf.where(c, x), "only_x")
expect_error(lambda: tf.where(tf.placeholder(tf.bool, [3]), x, x), "vector_cond")
expect_error(lambda: tf.where(tf.placeholder(tf.bool, [2, 1]), x, x), "cond_shape")
expect_error(lambda: tf.where(c, x, 0.0), "scalar_y")
expect_error(lambda: tf.where(c, 1, x), "dtype")
expect_error(lambda: tf.where(x, x, x), "float_cond")
