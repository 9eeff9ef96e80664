# tier: graph
# Full node list: captured scope re-entered from another scope, a default-name scope and a
# name_scope, each building a small expression.
with tf.variable_scope('enc') as enc:
    w = tf.get_variable('w', [2], initializer=tf.ones_initializer())
    h = w * 2.0
with tf.variable_scope('dec'):
    with tf.variable_scope(enc, reuse=True):
        w2 = tf.get_variable('w', [2])
        h2 = w2 + h
    with tf.variable_scope(None, default_name='blk'):
        b = tf.get_variable('b', [2], initializer=tf.zeros_initializer())
        with tf.name_scope('ns'):
            out = tf.identity(h2 - b, name='out')
emit("nodes", graph_nodes())
