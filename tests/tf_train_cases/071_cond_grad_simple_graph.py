# tier: graph
# Gradient through one tf.cond: the Merge's gradient is a Switch on the cond's pred_id
# (cond/Merge_grad/cond_grad); each branch Switch of w/read gets a Merge of its two output
# gradients (.../Switch_grad/cond_grad), the side of the other branch being zeros made behind a
# Switch of their own (gradients/Switch, Identity, Shape_1, zeros); the two Merges meet in AddN.
p = tf.placeholder(tf.bool, [], name='p')
w = tf.Variable(3.0, name='w')
x = tf.constant(2.0, name='x')
r = tf.cond(p, lambda: w * x, lambda: w + 1.0)
n = len(graph_nodes())
g = tf.gradients(r, [w])
emit("grads", g)
emit("nodes", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(w.initializer)
    emit("values", [sess.run(g, {p: v}) for v in (False, True)])
    emit("forward", [sess.run(r, {p: v}) for v in (False, True)])
