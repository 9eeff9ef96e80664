# tier: graph
# tf.Variable(W) where W is a variable, inside a variable scope and inside a name scope; and
# get_variable with initializer=W.initialized_value(); full node list.
W = tf.Variable(tf.ones([2]), name='W')
with tf.variable_scope('vs'):
    V = tf.Variable(W, name='V')
with tf.name_scope('ns'):
    U = tf.Variable(W, name='U')
emit("names", [V, U])
emit("nodes", graph_nodes())
