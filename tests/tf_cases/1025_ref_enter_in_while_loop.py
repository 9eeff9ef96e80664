# tier: semantics
# A while-loop body that writes a variable (tf.assign_add) or reads the variable itself
# (v.read_value()) takes its reference into the loop through a RefEnter (named "RefEnter",
# a loop constant), so the update and the read act on the variable; a plain use of the
# variable (x + v) enters its "read" snapshot through an Enter. Each iteration's update is
# seen by the next (the body below makes every iteration wait on the one before), and the
# variable keeps the last value. A RefEnter takes its gradient as an Enter does.
v = tf.Variable(1.0, name="v")


def body(i, x):
    bump = tf.assign_add(v, x * 0.5 + 1.0)
    with tf.control_dependencies([bump]):
        now = v.read_value()
    return i + 1, x + now


out = tf.while_loop(lambda i, x: i < 3, body, [0, 0.0])
emit("nodes", graph_nodes())
emit("enters", [[op.name, op.type, op.outputs[0].dtype, op.get_attr("is_constant")]
                for op in tf.get_default_graph().get_operations()
                if op.type in ("Enter", "RefEnter")])
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("loop", sess.run(out))
    emit("variable", sess.run(v))

w = tf.Variable(2.0, name="w")
scaled = tf.while_loop(lambda i, y: i < 2,
                       lambda i, y: (i + 1, y * w.read_value()), [0, tf.constant(3.0)])[1]
grad = tf.gradients(scaled, w)
emit("grad_nodes", [op.name for op in tf.get_default_graph().get_operations()
                    if "RefEnter" in op.name or op.type == "RefEnter"])
with tf.Session() as sess:
    sess.run(w.initializer)
    emit("scaled", sess.run([scaled] + grad))
