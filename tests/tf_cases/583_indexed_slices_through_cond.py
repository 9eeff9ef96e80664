# tier: graph
# Sparse gradients through tf.cond. A lookup inside a branch: the Switch of the table gets an
# IndexedSlices from the branch and zeros from the other side; the zeros become IndexedSlices
# of all their rows (cond_grad/Shape, range) and the three parts merge separately (Merge,
# Merge_1, Merge_2). A lookup of the cond's result: the Merge's gradient switches the
# IndexedSlices part by part (cond_grad/Switch, Switch_1, Switch_2). Training through both.
emb = tf.get_variable("emb", initializer=tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
p = tf.placeholder(tf.bool, [], name="p")
ids = tf.constant([2, 0], name="ids")
inside = tf.cond(p, lambda: tf.nn.embedding_lookup(emb, ids), lambda: tf.zeros([2, 2]))
n = len(graph_nodes())
g_inside = tf.gradients(tf.reduce_sum(inside), emb)[0]
emit("inside", [type(g_inside).__name__, graph_nodes()[n:]])
table = tf.cond(p, lambda: tf.identity(emb), lambda: emb * 2.0)
n = len(graph_nodes())
g_outside = tf.gradients(tf.reduce_sum(tf.gather(table, ids)), emb)[0]
emit("outside", [type(g_outside).__name__, graph_nodes()[n:]])
train = tf.train.GradientDescentOptimizer(0.1).minimize(
    tf.reduce_sum(tf.nn.embedding_lookup(table, ids)) + tf.reduce_sum(inside))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for pv in (True, False):
        emit("grads_%s" % pv, sess.run([tf.convert_to_tensor(g_inside),
                                        tf.convert_to_tensor(g_outside)], {p: pv}))
    steps = []
    for pv in (True, False, True):
        sess.run(train, {p: pv})
        steps.append(sess.run(emb))
    emit("steps", steps)
