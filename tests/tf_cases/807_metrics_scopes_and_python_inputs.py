# tier: graph
# tf.metrics given Python lists (converted where TF converts them: predictions first, labels
# inside remove_squeezable_dimensions/), integer values and weights (Casts under the
# assert_rank_in control dependency), scalar weights, bool labels, and metrics built inside
# a user's variable_scope and name_scope, with reuse on: the metric variables are plain
# Variables, so they follow the name scope and are never shared.
with tf.variable_scope("eval"):
    acc = tf.metrics.accuracy([1, 0, 1], [1, 1, 1])
    m = tf.metrics.mean([1, 2, 3], weights=2.0)
with tf.variable_scope("eval", reuse=True):
    acc2 = tf.metrics.accuracy([True, False], [True, True])
with tf.name_scope("outer"):
    tp = tf.metrics.true_positives([1, 0, 1], [1, 1, 0], weights=[1, 2, 3])
    rec = tf.metrics.recall([[1], [0]], [1, 1], weights=[[2], [1]])
    mse = tf.metrics.mean_squared_error([1.0, 2.0], [[1.5], [2.5]], weights=[[1.0], [3.0]])
pairs = [acc, m, acc2, tp, rec, mse]
emit("names", [[t.name for t in p] for p in pairs])
emit("local", [v.name for v in tf.local_variables()])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(tf.local_variables_initializer())
    emit("update", sess.run([p[1] for p in pairs]))
    emit("update_again", sess.run([p[1] for p in pairs]))
    emit("after", sess.run([p[0] for p in pairs]))
