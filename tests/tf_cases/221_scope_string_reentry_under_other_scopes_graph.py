# tier: graph
# variable_scope('foo') re-entered by string at the root with reuse, inside a name scope and
# inside another variable scope (which makes a new bar/foo); full node list.
x = tf.placeholder(tf.float32, [2], name='x')
with tf.variable_scope('foo'):
    w = tf.get_variable('w', [2], initializer=tf.ones_initializer())
    y0 = x * w
with tf.name_scope('ns'):
    with tf.variable_scope('foo', reuse=True):
        y1 = x * tf.get_variable('w', [2])
with tf.variable_scope('bar'):
    with tf.variable_scope('foo'):
        z = tf.get_variable('w', [2], initializer=tf.zeros_initializer())
        y2 = x + z
emit("vars", tf.global_variables())
emit("nodes", graph_nodes())
