# tier: opnames
# A template called inside tf.control_dependencies and inside a cond branch: its variables
# are created outside both; the ops are placed and named as usual.
def fn(x):
    return x * tf.get_variable("w", [], initializer=tf.constant_initializer(2.0))


t = tf.make_template("t", fn)
x = tf.placeholder(tf.float32, [], name="x")
marker = tf.no_op(name="marker")
with tf.control_dependencies([marker]):
    y1 = t(x)
p = tf.placeholder(tf.bool, [], name="p")
y2 = tf.cond(p, lambda: t(x), lambda: x)
w = tf.global_variables()[0]
emit("variables", tf.global_variables())
emit("w_ops_control", [[op.name, [c.name for c in op.control_inputs]]
                       for op in tf.get_default_graph().get_operations()
                       if op.name.startswith("t/w")])
emit("y1", [y1, [c.name for c in y1.op.control_inputs]])
emit("y2", y2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("vals", sess.run([y1, y2], {x: 3.0, p: True}))
