# tier: graph
# Nested control_dependencies with None in the middle, re-adding the same op, and ops whose
# input already depends on the control op; full node list.
a = tf.constant(1.0, name='a')
b = tf.constant(2.0, name='b')
n1 = tf.no_op(name='n1')
n2 = tf.no_op(name='n2')
with tf.control_dependencies([n1]):
    x = tf.add(a, b, name='x')
    with tf.control_dependencies(None):
        y = tf.add(a, b, name='y')
        with tf.control_dependencies([n2]):
            z = tf.add(x, b, name='z')
    with tf.control_dependencies([n1, n2]):
        w = tf.add(a, b, name='w')
        q = tf.identity(x, name='q')
    with tf.control_dependencies([]):
        r = tf.add(a, b, name='r')
s = tf.add(a, b, name='s')
emit("nodes", graph_nodes())
