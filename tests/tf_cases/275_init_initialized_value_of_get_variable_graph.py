# tier: graph
# initialized_value() of a get_variable with a random_uniform initializer feeding a tf.Variable
# and a second get_variable: the cond reads the initializer subgraph; full node list.
W = tf.get_variable('W', [2], initializer=tf.random_uniform_initializer(0.0, 1.0, seed=1))
V = tf.Variable(W.initialized_value() * 2.0, name='V')
U = tf.get_variable('U', initializer=W.initialized_value())
emit("nodes", graph_nodes())
