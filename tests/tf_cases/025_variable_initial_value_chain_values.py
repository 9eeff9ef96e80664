# tier: semantics
# Initial values built from another variable: one global init run initialises them in any order,
# and a dependent variable's initializer alone also works (it falls back to the initial value).
a = tf.Variable(2.0, name='a')
b = tf.Variable(a + 1.0, name='b')
c = tf.Variable(a * 3.0, name='c')
with tf.variable_scope('s'):
    d = tf.get_variable('d', initializer=a * 2.0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("all", sess.run([a, b, c, d]))
with tf.Session() as sess:
    sess.run(d.initializer)
    emit("d_alone", sess.run(d))
    expect_error(lambda: sess.run(a), "a_untouched")
    sess.run(a.initializer)
    sess.run(tf.assign(a, 10.0))
    emit("c_init_uses_current_a", sess.run(c.initializer.inputs[1]))
emit("names", [v.initializer.inputs[1] for v in (b, c, d)])
emit("variables", tf.global_variables())
