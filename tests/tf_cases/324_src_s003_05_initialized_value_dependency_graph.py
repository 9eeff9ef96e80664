# tier: graph
# S003-05: V = Variable(W.initialized_value()): the source shows an extra Identity with a control edge from W/Assign; TF 2.21 builds a small cond (IsVariableInitialized/Switch/Merge); after init V equals W.
W = tf.Variable(tf.zeros([784,10]), name='W')
V = tf.Variable(W.initialized_value(), name='V')
emit("nodes", graph_nodes())
emit("V_initial_value", [V.initial_value.op.name, V.initial_value.op.type])
init = tf.global_variables_initializer()
emit("init_control_inputs", [op.name for op in init.control_inputs])
with tf.Session() as sess:
    sess.run(init)
    w, v = sess.run([W, V])
emit("V_equals_W", bool((w == v).all()))
emit("V_shape", V.shape)
