# tier: graph
# A variable read inside the branches (each branch switches w/read) against one read outside
# (the branches switch the product h = v * 2.0 instead, and the gradient reaches v through
# h's Mul once, after an AddN of the branch Merges). The xs may also be a tensor a branch made.
p = tf.placeholder(tf.bool, [], name='p')
w = tf.Variable(1.5, name='w')
v = tf.Variable(-0.5, name='v')
h = v * 2.0
inner = []


def true_fn():
    t = w * h
    inner.append(t)
    return tf.tanh(t)


r = tf.cond(p, true_fn, lambda: tf.exp(h) + w)
n = len(graph_nodes())
g = tf.gradients(r, [w, v, h])
emit("grads", g)
emit("nodes", graph_nodes()[n:])
gi = tf.gradients(r, inner)
emit("grad_inner", [gi, graph_nodes()[-3:]])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", [sess.run(g, {p: pv}) for pv in (False, True)])
    emit("inner_true", sess.run(gi, {p: True}))
