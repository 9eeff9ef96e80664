# tier: graph
# tf.metrics with ranks unknown until run time: labels or predictions of unknown rank are
# squeezed by a tf.cond in remove_squeezable_dimensions; weights of unknown rank by nested
# conds; the confusion counts check such weights with an Assert (assert_rank_in), which fails
# the run for weights of the wrong rank.
labels = tf.placeholder(tf.float32, name="labels")
preds = tf.placeholder(tf.float32, [None, 1], name="preds")
w = tf.placeholder(tf.float32, name="w")
mse, mse_up = tf.metrics.mean_squared_error(labels, preds, weights=w)
tp, tp_up = tf.metrics.true_positives([1, 0, 1], [1, 1, 1], weights=w)
emit("names", [t.name for t in (mse, mse_up, tp, tp_up)])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(tf.local_variables_initializer())
    emit("mse", sess.run(mse_up, {labels: [1.0, 2.0, 4.0], preds: [[1.0], [3.0], [2.0]],
                                  w: [[1.0], [2.0], [0.5]]}))
    emit("mse_scalar_w", sess.run(mse_up, {labels: [[0.0]], preds: [[2.0]], w: 3.0}))
    emit("tp", sess.run(tp_up, {w: 2.0}))
    emit("tp_vector", sess.run(tp_up, {w: [1.0, 1.0, 0.5]}))
    expect_error(lambda: sess.run(tp_up, {w: [[1.0, 1.0, 0.5]]}), "tp_bad_rank")
    emit("tp_kept", sess.run(tp))
