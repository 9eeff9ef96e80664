# tier: graph
# Full node list for get_variable with zeros/ones/constant/truncated_normal initializers and a
# large zeros variable (Fill).
with tf.variable_scope('init'):
    z = tf.get_variable('z', [2], initializer=tf.zeros_initializer())
    o = tf.get_variable('o', [2, 2], initializer=tf.ones_initializer(), dtype=tf.int32)
    c = tf.get_variable('c', [3], initializer=tf.constant_initializer([1.0, 2.0, 3.0]))
    t = tf.get_variable('t', [2], initializer=tf.truncated_normal_initializer(stddev=0.1))
    big = tf.get_variable('big', [40, 40], initializer=tf.zeros_initializer())
emit("nodes", graph_nodes())
