# tier: graph
# v.assign / v.assign_add / v.assign_sub and tf.assign(v, v + 1) in scopes; full node list.
v = tf.Variable(1.0, name='v')
with tf.variable_scope('vs'):
    a1 = v.assign(2.0)
    a2 = v.assign_add(3.0)
with tf.name_scope('ns'):
    a3 = v.assign_sub(1.0, name='dec')
    a4 = tf.assign(v, v + 1)
a5 = tf.assign(v, v * 2.0, name='double')
emit("names", [a1, a2, a3, a4, a5])
emit("nodes", graph_nodes())
