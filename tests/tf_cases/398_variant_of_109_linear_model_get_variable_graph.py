# tier: graph
# Variant of 109: the linear model with get_variable in scope 'lin' (float64 zeros) and a named init.
x = tf.placeholder(tf.float64, [None, 2], name='x')
with tf.variable_scope('lin'):
    W = tf.get_variable('W', [2, 1], dtype=tf.float64, initializer=tf.zeros_initializer())
    b = tf.get_variable('b', [1], dtype=tf.float64, initializer=tf.zeros_initializer())
    y = tf.matmul(x, W) + b
init = tf.global_variables_initializer()
init2 = tf.variables_initializer([W], name='init_W')
emit("nodes", graph_nodes())
