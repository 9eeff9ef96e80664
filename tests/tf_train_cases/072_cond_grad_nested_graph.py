# tier: graph
# Gradient through a cond nested in a cond's true branch: the outer Merge's Switch feeds the
# inner Merge's Switch; the inner branch Switches are guarded by the inner pred_id, the outer
# one (fed to them) by the outer pred_id, each with its own zeros. Values for all four cases.
p = tf.placeholder(tf.bool, [], name='p')
q = tf.placeholder(tf.bool, [], name='q')
w = tf.Variable(3.0, name='w')
x = tf.constant(2.0, name='x')
r = tf.cond(p, lambda: tf.cond(q, lambda: w * x, lambda: w * w), lambda: x)
n = len(graph_nodes())
g = tf.gradients(r, [w])
emit("grads", g)
emit("nodes", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(w.initializer)
    emit("values", [[pv, qv, sess.run(g, {p: pv, q: qv})]
                    for pv in (False, True) for qv in (False, True)])
