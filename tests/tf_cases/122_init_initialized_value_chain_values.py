# tier: semantics
# The initialized_value() chain initialises in any order in one run, including when the
# initializer list is reversed; dtype and shape follow.
a = tf.Variable([1.0, 2.0], name="a")
b = tf.Variable(a.initialized_value() * 3.0, name="b")
c = tf.Variable(b.initialized_value() - a.initialized_value(), name="c")
emit("shapes", [b.shape, c.shape])
emit("dtypes", [b.dtype, c.dtype])
with tf.Session() as sess:
    sess.run(tf.variables_initializer([c, b, a]))
    emit("values", sess.run([a, b, c]))
with tf.Session() as sess:
    sess.run(c.initializer)
    emit("c_only", sess.run(c))
    emit("a_init", sess.run(tf.is_variable_initialized(a)))
