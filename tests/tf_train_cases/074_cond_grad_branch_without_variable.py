# tier: graph
# One branch does not use the variable: only the other branch's Switch of w/read is between,
# so the gradient is one Merge of (zeros, branch gradient), zero when that branch is not taken.
# A branch returning the variable itself ("lambda: w") switches w/read as its output. Asking
# for a variable no branch reads gives None (or zeros with unconnected_gradients="zero").
# Variable updates in a branch pass no gradient.
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
# A branch that updates the variable (assign_add through a RefSwitch of w) passes no gradient:
# updates are not differentiable. The missing side's zeros then switch the reference w itself,
# with a plain Switch (it reads the value). initialized_value() is a cond of the same kind.
v = tf.Variable(3.0, name='v')
n = len(graph_nodes())
r = tf.cond(p, lambda: tf.assign_add(v, 1.0), lambda: tf.identity(v))
gv = tf.gradients(r, [v])
emit("assign_branch", [gv, graph_nodes()[n:]])
n = len(graph_nodes())
gi = tf.gradients(v.initialized_value() * 3.0, [v])
emit("initialized_value", [gi, graph_nodes()[n:]])
emit("updates", [tf.gradients(tf.assign(v, 2.0), [v]), tf.gradients(tf.assign_sub(v, 2.0), [v])])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("assign_branch_values", [sess.run(gv, {p: pv}) for pv in (False, True)])
    emit("initialized_value_values", sess.run(gi))
