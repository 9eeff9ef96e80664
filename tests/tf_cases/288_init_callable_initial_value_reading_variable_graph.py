# tier: graph
# tf.Variable with a callable initial value that reads another variable, and get_variable with a
# callable initializer taking dtype/shape-free form; full node list.
W = tf.Variable(tf.ones([2]), name='W')
V = tf.Variable(lambda: W * 2.0, name='V')
with tf.variable_scope('s'):
    U = tf.get_variable('U', initializer=lambda: tf.zeros([2]) + 1.0)
emit("initial", [V.initial_value, U.initializer.inputs[1]])
emit("nodes", graph_nodes())
