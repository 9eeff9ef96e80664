# tier: graph
# A template whose function re-enters tf.get_variable_scope() and its original name scope;
# called from two variable scopes; full node list.
def fn(x):
    sc = tf.get_variable_scope()
    with tf.variable_scope(sc, auxiliary_name_scope=False):
        with tf.name_scope(sc.original_name_scope):
            w = tf.get_variable('w', [], initializer=tf.ones_initializer())
            y = x * w
    return y + 1.0


t = tf.make_template('t', fn)
x = tf.placeholder(tf.float32, [], name='x')
with tf.variable_scope('a'):
    t(x)
with tf.variable_scope('b'):
    t(x)
emit("nodes", graph_nodes())
