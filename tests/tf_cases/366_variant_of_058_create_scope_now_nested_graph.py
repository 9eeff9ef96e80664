# tier: graph
# Variant of 058: create_scope_now_ template made in m/n inside a name_scope, called at the top
# and inside variable_scope 'k'.
def fn(x):
    return x * tf.get_variable('s', [2], initializer=tf.ones_initializer())


with tf.name_scope('outer_ns'):
    with tf.variable_scope('m'):
        with tf.variable_scope('n'):
            t = tf.make_template('scale', fn, create_scope_now_=True)
x = tf.placeholder(tf.float32, [None, 2], name='x')
t(x)
with tf.variable_scope('k'):
    t(x)
emit("nodes", graph_nodes())
