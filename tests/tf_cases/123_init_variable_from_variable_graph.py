# tier: graph
# tf.Variable(W) directly, tf.Variable(W.value()) and tf.Variable(W.read_value()): which ops
# each initial value reads; full node list.
W = tf.Variable(tf.zeros([2]), name="W")
V1 = tf.Variable(W, name="V1")
V2 = tf.Variable(W.value(), name="V2")
V3 = tf.Variable(W.read_value(), name="V3")
emit("initial_values", [V1.initial_value, V2.initial_value, V3.initial_value])
emit("nodes", graph_nodes())
