# tier: semantics
# Variant of 108: a float64 linear model with ones-initialised W and an assign to W.
x = tf.placeholder(tf.float64, [None, 2], name='x')
W = tf.Variable(tf.ones([2, 3], dtype=tf.float64), name='W')
b = tf.Variable(tf.zeros([3], dtype=tf.float64), name='b')
y = tf.matmul(x, W) + b
emit("y_static_shape", y.shape)
emit("y_dtype", y.dtype)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("y", sess.run(y, {x: [[1, 2], [3, 4], [5, 6]]}))
    sess.run(tf.assign(W, [[1.0, 0.0, -1.0], [0.0, 1.0, 2.0]]))
    emit("y_after_assign_W", sess.run(y, {x: [[1, 2]]}))
emit("names", [W, b, y])
