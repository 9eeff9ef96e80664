# tier: graph
# tf.metrics.mean_per_class_accuracy: labels and predictions flattened, total/count of
# num_classes entries in scope mean_accuracy/, ScatterAdd at the label's index; the value is
# the mean of the per-class accuracies, the update op the per-class accuracies themselves.
labels = tf.placeholder(tf.int32, [None, 1], name="labels")
preds = tf.placeholder(tf.int64, [None], name="preds")
w = tf.placeholder(tf.float32, [None, 1], name="w")
v, up = tf.metrics.mean_per_class_accuracy(labels, preds, 3)
vw, upw = tf.metrics.mean_per_class_accuracy(labels, preds, 3, weights=w,
                                             metrics_collections=["m"], name="weighted")
emit("names", [t.name for t in (v, up, vw, upw)])
emit("shapes", [t.shape for t in (v, up, vw, upw)])
emit("local", [v_.name for v_ in tf.local_variables()])
emit("nodes", graph_nodes())
feeds = [{labels: [[0], [0], [1], [2]], preds: [0, 1, 1, 1], w: [[1.0], [2.0], [1.0], [0.5]]},
         {labels: [[2], [2]], preds: [2, 0], w: [[1.0], [1.0]]}]
with tf.Session() as sess:
    sess.run(tf.local_variables_initializer())
    emit("before", sess.run([v, vw]))
    for f in feeds:
        emit("update", sess.run([up, upw], f))
        emit("after", sess.run([v, vw]))
