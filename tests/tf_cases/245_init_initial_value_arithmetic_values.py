# tier: semantics
# Values of variables initialised from arithmetic over other (constant-initialised) variables,
# including get_variable with a tensor initializer, after one global init run and after
# re-running single initializers when the sources changed.
a = tf.Variable(1.0, name='a')
b = tf.Variable(2.0, name='b')
c = tf.Variable(a + b * 2.0, name='c')
d = tf.get_variable('d', initializer=tf.stack([a, b, a * b]))
e = tf.get_variable('e', initializer=a * 3.0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("vals", sess.run([a, b, c, d, e]))
    sess.run(tf.assign(a, 10.0))
    sess.run(c.initializer)
    emit("c_reinit_reads_current_a", sess.run(c))
    sess.run([d.initializer, e.initializer])
    emit("d_e_reinit", sess.run([d, e]))
emit("shapes", [d.shape, e.shape])
emit("initial_values", [c.initial_value, d.initial_value, e.initial_value])
