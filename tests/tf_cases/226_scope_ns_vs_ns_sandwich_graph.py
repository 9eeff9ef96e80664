# tier: graph
# name_scope inside variable_scope inside name_scope: get_variable, tf.Variable and ops; full
# node list.
x = tf.placeholder(tf.float32, [], name='x')
with tf.name_scope('outer'):
    with tf.variable_scope('vs'):
        with tf.name_scope('inner'):
            w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
            u = tf.Variable(3.0, name='u')
            y = x * w + u
        z = tf.identity(y, name='z')
    q = z * 2.0
emit("names", [w, u, y, z, q])
emit("nodes", graph_nodes())
