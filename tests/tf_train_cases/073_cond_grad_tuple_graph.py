# tier: graph
# A cond returning a tuple has one Merge per element. Differentiating one element leaves the
# other Merge out of the gradient graph; differentiating both sums their gradients on the
# shared branch Switches. Two variables: a and b, each read in both branches.
p = tf.placeholder(tf.bool, [], name='p')
a = tf.Variable(2.0, name='a')
b = tf.Variable(5.0, name='b')
u, v = tf.cond(p, lambda: (a * b, a + b), lambda: (a - b, b * b))
n = len(graph_nodes())
g1 = tf.gradients(u, [a, b])
emit("grads_u", g1)
emit("nodes_u", graph_nodes()[n:])
n = len(graph_nodes())
g2 = tf.gradients([u, v], [a, b])
emit("grads_uv", g2)
emit("nodes_uv", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", [sess.run([g1, g2], {p: pv}) for pv in (False, True)])
