# tier: opnames
# Variable.assign / assign_add / assign_sub / load / eval: op names and types, read_value
# False returns the op, and values through a session.
v = tf.Variable([1.0, 2.0], name="v")
a = v.assign([3.0, 4.0])
b = v.assign_add([1.0, 1.0], name="plus")
c = v.assign_sub([0.5, 0.5])
d = v.assign([0.0, 0.0], read_value=False)
with tf.name_scope("ns"):
    e = v.assign(v * 2.0)
emit("ops", [[t.name, t.op.type if hasattr(t, "op") else t.type] for t in (a, b, c, e)])
emit("d", [d.name, d.type, type(d).__name__])
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("a", sess.run(a))
    emit("b", sess.run(b))
    emit("c", sess.run(c))
    emit("d_run", sess.run(d))
    v.load([7.0, 8.0], sess)
    emit("loaded", v.eval(session=sess))
    emit("e", sess.run(e))
    emit("ops_after_load", len(tf.get_default_graph().get_operations()))
