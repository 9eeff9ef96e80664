# tier: graph
# default_name scopes inside string and object re-entries of one scope: variable scope counters
# restart per entry, op scopes keep counting; full node list.
x = tf.placeholder(tf.float32, [], name='x')
with tf.variable_scope('net') as net:
    with tf.variable_scope(None, default_name='dense'):
        h = x * tf.get_variable('w', [], initializer=tf.ones_initializer())
with tf.variable_scope('net', reuse=True):
    with tf.variable_scope(None, default_name='dense'):
        h2 = x * tf.get_variable('w', [])
with tf.variable_scope(net, reuse=True):
    with tf.variable_scope(None, default_name='dense'):
        h3 = x * tf.get_variable('w', [])
emit("vars", tf.global_variables())
emit("nodes", graph_nodes())
