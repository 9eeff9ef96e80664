# tier: graph
# Variant of 117: nested control_dependencies, control_dependencies(None), group of one op and
# an empty group.
v = tf.Variable(1.0, name='v')
a1 = tf.assign_add(v, 1.0)
a2 = tf.assign(v, 5.0)
with tf.control_dependencies([a1]):
    with tf.control_dependencies([a2]):
        out = tf.identity(v, name='out')
    with tf.control_dependencies(None):
        free = tf.identity(v, name='free')
    mid = tf.no_op(name='mid')
one = tf.group(a1)
none = tf.group(name='none')
emit("nodes", graph_nodes())
