# tier: graph
# tf.metrics.true_positives / false_positives / true_negatives / false_negatives, precision and
# recall: labels and predictions cast to bool, one local variable count each, the value an
# Identity and the update the AssignAdd itself; weights checked with assert_rank_in (NoOps
# when static); precision and recall build their counts in their own scope and divide with a
# Select. Values after several updates, including 0 while nothing was counted.
labels = tf.placeholder(tf.int32, [None], name="labels")
preds = tf.placeholder(tf.float32, [None], name="preds")
w = tf.placeholder(tf.float32, [None], name="w")
pairs = [tf.metrics.true_positives(labels, preds),
         tf.metrics.false_positives(labels, preds, weights=w),
         tf.metrics.true_negatives(labels, preds, weights=2),
         tf.metrics.false_negatives(labels, preds, metrics_collections=["m"],
                                    updates_collections=["u"]),
         tf.metrics.precision(labels, preds),
         tf.metrics.recall(labels, preds, weights=w, name="my_recall"),
         tf.metrics.precision(labels, preds, weights=w, metrics_collections=["m"])]
emit("names", [[t.name for t in p] for p in pairs])
emit("dtypes", [[t.dtype.name for t in p] for p in pairs])
emit("local", [v.name for v in tf.local_variables()])
emit("metric_vars", [v.name for v in tf.get_collection(tf.GraphKeys.METRIC_VARIABLES)])
emit("collections", [[t.name for t in tf.get_collection(k)] for k in ("m", "u")])
emit("nodes", graph_nodes())
feeds = [{labels: [0, 0], preds: [0.0, 0.0], w: [1.0, 1.0]},
         {labels: [1, 0, 1, 1, 0], preds: [1.0, 0.5, 0.0, 2.0, 0.0], w: [1.0, 2.0, 3.0, 0.0, 1.0]},
         {labels: [1, 1], preds: [0.0, 1.0], w: [0.5, 0.5]}]
with tf.Session() as sess:
    sess.run(tf.local_variables_initializer())
    for f in feeds:
        emit("update", sess.run([p[1] for p in pairs], f))
        emit("after", sess.run([p[0] for p in pairs]))
