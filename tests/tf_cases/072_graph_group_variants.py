# tier: graph
# tf.group with a list argument, with no arguments, with tensors and variables, and nested
# lists; each is a NoOp whose control inputs are the grouped ops.
a = tf.Variable(1.0, name='a')
b = tf.Variable(2.0, name='b')
ia, ib = tf.assign_add(a, 1.0), tf.assign_add(b, 1.0)
g1 = tf.group([ia, ib])
g2 = tf.group()
g3 = tf.group(a * 2.0, b, name='tensors')
g4 = tf.group([ia, [ib]], name='nested')
g5 = tf.group(*[ia, ib])
emit("nodes", graph_nodes())
emit("groups", [g1, g2, g3, g4, g5])
