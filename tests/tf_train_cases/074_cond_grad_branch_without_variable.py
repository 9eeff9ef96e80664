# tier: graph
# One branch does not use the variable: only the other branch's Switch of w/read is between,
# so the gradient is one Merge of (zeros, branch gradient), zero when that branch is not taken.
# A branch returning the variable itself ("lambda: w") switches w/read as its output. Asking
# for a variable no branch reads gives None (or zeros with unconnected_gradients="zero").
p = tf.placeholder(tf.bool, [], name='p')
w = tf.Variable([1.0, -2.0, 3.0], name='w')
c = tf.Variable([4.0, 4.0, 4.0], name='c', trainable=False)
k = tf.constant([0.5, 0.5, 0.5], name='k')
r = tf.reduce_sum(tf.cond(p, lambda: tf.square(w), lambda: k * 3.0))
n = len(graph_nodes())
g = tf.gradients(r, [w])
emit("nodes", graph_nodes()[n:])
s = tf.reduce_sum(tf.cond(p, lambda: k, lambda: w))
n = len(graph_nodes())
g2 = tf.gradients(s, [w, c])
emit("grads2", g2)
emit("nodes2", graph_nodes()[n:])
g3 = tf.gradients(s, [c], unconnected_gradients='zero')
emit("grads3", g3)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", [sess.run([g, g2[0], g3], {p: pv}) for pv in (False, True)])
