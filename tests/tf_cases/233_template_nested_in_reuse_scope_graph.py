# tier: graph
# A template first called inside variable_scope('s'), then under variable_scope('s', reuse=True)
# and under a name scope: full node list.
def fn(x):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(3.0))
    return x * w


t = tf.make_template('t', fn)
x = tf.placeholder(tf.float32, [], name='x')
with tf.variable_scope('s'):
    y1 = t(x)
with tf.variable_scope('s', reuse=True):
    y2 = t(x)
with tf.name_scope('ns'):
    y3 = t(x)
emit("vars", tf.global_variables())
emit("outs", [y1, y2, y3])
emit("nodes", graph_nodes())
