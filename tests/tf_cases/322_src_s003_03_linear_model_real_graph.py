# tier: graph
# S003-03: the real graph: each Variable is a stateful op with an Assign (its initializer) and an Identity W/read; init is a NoOp with control edges to every Assign.
x  = tf.placeholder(tf.float32, [None, 784])
W = tf.Variable(tf.zeros([784,10]), name='W')
b = tf.Variable(tf.zeros([10]), name='b')
y = tf.matmul(x, W) + b
init = tf.global_variables_initializer()
emit("nodes", graph_nodes())
emit("variable_ops", [[W.op.name, W.op.type], [b.op.name, b.op.type]])
emit("initializers", [[W.initializer.name, W.initializer.type], [b.initializer.name, b.initializer.type]])
emit("reads", [[W.value().op.name, W.value().op.type], [b.value().op.name, b.value().op.type]])
emit("init", [init.name, init.type, list(init.inputs), [op.name for op in init.control_inputs]])
emit("assign_consumers_of_W", [op.name for op in W.op.outputs[0].consumers()])
