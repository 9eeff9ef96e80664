# tier: semantics
# sess.run with op names as strings ('init', 'v/Assign'), tensor names, op.outputs and
# op.values(); an op name where a tensor is meant is a None fetch.
v = tf.Variable([1, 2], name="v")
y = tf.add(v, 1, name="y")
init = tf.global_variables_initializer()
emit("init_name", init.name)
with tf.Session() as sess:
    emit("run_init_str", sess.run("init"))
    emit("run_list_str", sess.run(["init", "v:0", "y:0", "y"]))
    emit("outputs", sess.run(y.op.outputs))
    emit("values", sess.run(y.op.values()))
    emit("assign_by_name", sess.run("v/Assign:0"))
    emit("read_by_name", sess.run("v/read:0"))
    emit("dict_str", sess.run({"init": "init", "y": "y:0"}))
    expect_error(lambda: sess.run("y:1"), "bad_index")
    expect_error(lambda: sess.run("nothere"), "missing_op")
