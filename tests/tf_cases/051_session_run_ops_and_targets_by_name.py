# tier: semantics
# Running ops by object and by name, the result of tf.group and of variable ops, and repeated
# fetches of one tensor in a single run.
v = tf.Variable(0.0, name='v')
inc = tf.assign_add(v, 1.0, name='inc')
g = tf.group(inc, name='step')
with tf.Session() as sess:
    sess.run('v/Assign')
    emit("group_by_name", sess.run('step'))
    emit("after_group", sess.run(v))
    emit("inc_op_by_name", sess.run('inc'))
    emit("inc_tensor_by_name", sess.run('inc:0'))
    emit("mixed", sess.run([g, v, 'v/read:0', v]))
    emit("variable_op", sess.run(v.op))
    emit("final", sess.run(v))
