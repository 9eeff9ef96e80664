# tier: semantics
# Re-running initializers: an initializer run twice in one run, after updates, a named
# variables_initializer, and a variable initialised from another one re-run after the source changed.
a = tf.Variable(1.0, name='a')
b = tf.Variable(a.initialized_value() + 1.0, name='b')
inc = tf.assign_add(a, 5.0)
init = tf.global_variables_initializer()
init_a = tf.variables_initializer([a], name='init_a')
with tf.Session() as sess:
    emit("twice", sess.run([init, init]))
    emit("start", sess.run([a, b]))
    sess.run(inc)
    sess.run(inc)
    emit("after_inc", sess.run([a, b]))
    sess.run(b.initializer)
    emit("b_reinit", sess.run(b))
    sess.run(init_a)
    emit("a_reinit", sess.run([a, b]))
    sess.run(init)
    emit("all_reinit", sess.run([a, b]))
    emit("init_and_read", sess.run([init_a, a])[0])
emit("init_a", [init_a, init_a.type, [c.name for c in init_a.control_inputs]])
