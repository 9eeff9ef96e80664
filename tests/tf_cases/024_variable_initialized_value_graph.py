# tier: graph
# Full node list of V = tf.Variable(W.initialized_value()) and a second initialized_value call.
W = tf.Variable(tf.zeros([3]), name='W')
V = tf.Variable(W.initialized_value(), name='V')
iv = W.initialized_value()
emit("nodes", graph_nodes())
emit("iv", iv)
