# tier: graph
# Full node list: nested control_dependencies, control_dependencies(None), tf.group of ops and
# tensors with a name, and ops built inside taking no extra control edge for inputs in the block.
a = tf.Variable(1.0, name='a')
b = tf.Variable(2.0, name='b')
ua = tf.assign_add(a, 1.0)
ub = tf.assign_add(b, 1.0)
with tf.control_dependencies([ua]):
    x = a * 2.0
    with tf.control_dependencies([ub]):
        y = x + b
        z = tf.identity(y, name='z')
    with tf.control_dependencies(None):
        free = tf.constant(0.0, name='free')
    with tf.control_dependencies([ua]):
        dup = tf.no_op(name='dup')
g = tf.group(ua, ub, z, name='all')
emit("nodes", graph_nodes())
