# tier: graph
# initialized_value() called twice and inside control_dependencies: the cond ops built inside the
# block and which of them carry the control edge; full node list.
W = tf.Variable(2.0, name='W')
gate = tf.no_op(name='gate')
a = W.initialized_value()
with tf.control_dependencies([gate]):
    b = W.initialized_value()
    c = b * 3.0
emit("names", [a, b, c])
emit("nodes", graph_nodes())
