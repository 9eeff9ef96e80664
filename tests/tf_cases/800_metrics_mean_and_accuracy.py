# tier: graph
# tf.metrics.mean and tf.metrics.accuracy: local variables total/count in a variable scope named
# after the metric (a second accuracy gets accuracy_1/), in LOCAL_VARIABLES and
# METRIC_VARIABLES, ON_READ / SUM; value and update_op as DivNoNan nodes; weights broadcast;
# metrics_collections / updates_collections; running values after several updates and after
# the local variables are initialised again.
labels = tf.placeholder(tf.int64, [None], name="labels")
preds = tf.placeholder(tf.int32, [None, 1], name="preds")
x = tf.placeholder(tf.float32, [None, 2], name="x")
acc, acc_up = tf.metrics.accuracy(labels, preds)
acc_w, acc_w_up = tf.metrics.accuracy(labels, preds, weights=[[1.0], [2.0], [0.0], [1.0]],
                                      metrics_collections=["my_metrics"],
                                      updates_collections="my_updates")
m, m_up = tf.metrics.mean(x)
mw, mw_up = tf.metrics.mean(x, weights=tf.constant([[1.0, 3.0]]), name="weighted_mean")
m2, m2_up = tf.metrics.mean([1, 2, 3])
emit("names", [t.name for t in (acc, acc_up, acc_w, acc_w_up, m, m_up, mw, mw_up, m2, m2_up)])
emit("local", [v.name for v in tf.local_variables()])
emit("metric_vars", [v.name for v in tf.get_collection(tf.GraphKeys.METRIC_VARIABLES)])
emit("global", [v.name for v in tf.global_variables()])
emit("modes", [(str(v.synchronization), str(v.aggregation), v.trainable)
               for v in tf.local_variables()[:2]])
emit("collections", [[t.name for t in tf.get_collection(k)] for k in ("my_metrics",
                                                                     "my_updates")])
emit("nodes", graph_nodes())
feeds = [({labels: [1, 0, 1, 1], preds: [[1], [1], [1], [0]], x: [[1.0, 2.0], [3.0, 4.0]]}),
         ({labels: [2, 2, 0, 1], preds: [[2], [0], [0], [1]], x: [[-1.0, 0.5]]})]
with tf.Session() as sess:
    sess.run(tf.local_variables_initializer())
    emit("before", sess.run([acc, acc_w, m, mw, m2]))
    for f in feeds:
        emit("update", sess.run([acc_up, acc_w_up, m_up, mw_up, m2_up], f))
        emit("after", sess.run([acc, acc_w, m, mw, m2]))
    sess.run(tf.local_variables_initializer())
    emit("reset", sess.run([acc, m]))
