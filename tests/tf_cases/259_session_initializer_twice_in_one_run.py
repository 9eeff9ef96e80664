# tier: semantics
# An initializer op fetched twice in one run, together with its variable, with the global init,
# and with an update that depends on it through control_dependencies.
v = tf.Variable(5.0, name='v')
with tf.control_dependencies([v.initializer]):
    after = tf.identity(v.initial_value, name='after')
init = tf.global_variables_initializer()
with tf.Session() as sess:
    emit("twice", sess.run([v.initializer, v.initializer]))
    emit("value", sess.run(v))
    emit("with_global", sess.run([init, v.initializer, init]))
    sess.run(tf.assign(v, 1.0))
    emit("after_dep", sess.run(after))
    emit("v_reset", sess.run(v))
    emit("output_of_initializer", sess.run(v.initializer.outputs[0]))
