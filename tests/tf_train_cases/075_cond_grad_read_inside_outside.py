# tier: graph
# A variable read inside the branches (each branch switches w/read) against one read outside
# (the branches switch the product h = v * 2.0 instead, and the gradient reaches v through
# h's Mul once, after an AddN of the branch Merges). The xs may also be a tensor a branch made.
# tf.gradients may also be called inside a branch.
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
# tf.gradients called inside a branch builds its ops in that branch ("cond_1/gradients/...");
# its zeros' Const waits on the gradient's own Identity, which is in the branch, not on the pivot.
n = len(graph_nodes())
r2 = tf.cond(p, lambda: tf.gradients(w * w, [w])[0], lambda: h)
emit("branch_gradient_nodes", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("branch_gradient_values", [sess.run(r2, {p: pv}) for pv in (False, True)])
