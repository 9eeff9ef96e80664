# tier: graph
# variable_scope / name_scope with values= holding variables, default-name scopes nested in a
# re-entered scope; full node list.
v = tf.get_variable('v', [], initializer=tf.ones_initializer())
with tf.variable_scope('s', values=[v]):
    a = v * 2.0
    with tf.variable_scope(None, default_name='blk', values=[v, a]):
        b = a + 1.0
with tf.variable_scope('s', values=[v]):
    with tf.variable_scope(None, default_name='blk'):
        c = v - 1.0
with tf.name_scope(None, 'ns', [v]):
    d = v / 2.0
emit("nodes", graph_nodes())
