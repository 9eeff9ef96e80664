# tier: graph
# Failed get_variable / tf.Variable calls: which ops were already built before the error and stay
# in the graph; full node list afterwards.
with tf.variable_scope('s'):
    tf.get_variable('w', [2], initializer=tf.zeros_initializer())
with tf.variable_scope('s', reuse=True):
    expect_error(lambda: tf.get_variable('w', [3]), "shape")
    expect_error(lambda: tf.get_variable('missing', [1]), "missing")
with tf.variable_scope('s'):
    expect_error(lambda: tf.get_variable('w', [2]), "exists")
    expect_error(lambda: tf.get_variable('c', [3], initializer=tf.constant_initializer([1.0, 2.0, 3.0, 4.0])),
                 "too_many_values")
expect_error(lambda: tf.Variable(tf.placeholder(tf.float32, [None]), name='p'), "unknown_shape")
ok = tf.Variable(1.0, name='ok')
emit("nodes", graph_nodes())
