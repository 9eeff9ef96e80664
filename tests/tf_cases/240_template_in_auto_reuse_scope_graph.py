# tier: graph
# A template first called under an AUTO_REUSE scope, its function opening its own AUTO_REUSE
# sub-scope twice per call; full node list over two calls.
def fn(x):
    with tf.variable_scope('sub', reuse=tf.AUTO_REUSE):
        a = x * tf.get_variable('a', [], initializer=tf.constant_initializer(2.0))
    with tf.variable_scope('sub', reuse=tf.AUTO_REUSE):
        b = a + tf.get_variable('a', [])
    return b


t = tf.make_template('t', fn)
x = tf.placeholder(tf.float32, [], name='x')
with tf.variable_scope('m', reuse=tf.AUTO_REUSE):
    t(x)
t(x)
emit("vars", tf.global_variables())
emit("nodes", graph_nodes())
