# tier: graph
# A variable whose initial value reads another variable: TF rewrites the read through the other
# variable's initialized_value (a cond), naming copies after the new variable.
W = tf.Variable(tf.ones([2]), name='W')
V = tf.Variable(W * 2.0, name='V')
emit("nodes", graph_nodes())
emit("V_initial_value", V.initial_value)
emit("V_assign_inputs", [t.name for t in V.initializer.inputs])
with tf.Session() as sess:
    sess.run(V.initializer)
    emit("V_before_W_init", sess.run(V))
    expect_error(lambda: sess.run(W), "W_still_uninitialised")
