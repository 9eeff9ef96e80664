# tier: graph
# tf.Variable whose initial value is arithmetic over two other variables (a + b * 2): TF rewrites
# each read through initialized_value conds; full node list.
a = tf.Variable(1.0, name='a')
b = tf.Variable(2.0, name='b')
c = tf.Variable(a + b * 2.0, name='c')
emit("c_initial", c.initial_value)
emit("nodes", graph_nodes())
