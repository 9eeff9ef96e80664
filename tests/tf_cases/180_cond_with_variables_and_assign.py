# tier: opnames
# tf.cond branches reading and assigning variables: only the taken branch's assign runs;
# names of the ops inside the branches.
v = tf.Variable(0.0, name="v")
p = tf.placeholder(tf.bool, [], name="p")
r = tf.cond(p, lambda: tf.assign_add(v, 1.0), lambda: tf.assign_sub(v, 1.0))
emit("r", r)
emit("ops", [op.name for op in tf.get_default_graph().get_operations()])
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("true", sess.run(r, {p: True}))
    emit("true2", sess.run(r, {p: True}))
    emit("false", sess.run(r, {p: False}))
    emit("v", sess.run(v))
