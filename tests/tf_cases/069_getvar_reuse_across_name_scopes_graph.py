# tier: graph
# Full node list: a shared dense layer via AUTO_REUSE called from two name scopes, plus the
# global init op.
def dense(x):
    with tf.variable_scope('dense', reuse=tf.AUTO_REUSE):
        w = tf.get_variable('w', [2, 1], initializer=tf.ones_initializer())
        b = tf.get_variable('b', [1], initializer=tf.zeros_initializer())
        return tf.matmul(x, w) + b


x = tf.placeholder(tf.float32, [None, 2], name='x')
with tf.name_scope('tower_0'):
    y0 = dense(x)
with tf.name_scope('tower_1'):
    y1 = dense(x)
init = tf.global_variables_initializer()
emit("nodes", graph_nodes())
