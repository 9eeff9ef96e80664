# tier: semantics
# control_dependencies on an assign's output tensor and on a variable: the read created inside
# sees the update, the variable's own cached snapshot does not carry the edge.
v = tf.Variable(1.0, name='v')
upd = tf.assign_add(v, 10.0)
with tf.control_dependencies([upd]):
    r1 = v.read_value()
    r2 = tf.identity(v)
    r3 = v.value()
    r4 = v + 0.0
emit("controls", [[c.name for c in t.op.control_inputs] for t in (r1, r2, r3, r4)])
emit("names", [r1, r2, r3, r4])
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("r2", sess.run(r2))
    emit("r1", sess.run(r1))
    emit("v", sess.run(v))
