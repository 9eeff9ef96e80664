# tier: graph
# tf.metrics.mean_iou: a float64 local variable total_confusion_matrix summed by the
# confusion matrix of each batch (ScatterNd), the ids checked at run time (non-negative, below
# num_classes: guarded Asserts, each id tensor an Identity waiting for its check); the value
# averages intersection over union over the classes that occur; the update op is the matrix.
# Ids out of range fail the run; constant ids out of range fail while building.
labels = tf.placeholder(tf.int32, [None], name="labels")
preds = tf.placeholder(tf.int64, [None], name="preds")
w = tf.placeholder(tf.float32, [None, 1], name="w")
v, up = tf.metrics.mean_iou(labels, preds, 3)
vw, upw = tf.metrics.mean_iou(labels, preds, 4, weights=w, metrics_collections=["m"],
                              updates_collections=["u"], name="weighted_iou")
emit("names", [t.name for t in (v, up, vw, upw)])
emit("dtypes", [t.dtype.name for t in (v, up, vw, upw)])
emit("local", [x.name for x in tf.local_variables()])
emit("collections", [[t.name for t in tf.get_collection(k)] for k in ("m", "u")])
emit("nodes", graph_nodes())
feeds = [{labels: [0, 0, 1, 2], preds: [0, 1, 1, 1], w: [[1.0], [2.0], [1.0], [0.5]]},
         {labels: [2, 2], preds: [2, 0], w: [[1.0], [1.0]]}]
with tf.Session() as sess:
    sess.run(tf.local_variables_initializer())
    emit("before", sess.run([v, vw]))
    for f in feeds:
        emit("update", sess.run([up, upw], f))
        emit("after", sess.run([v, vw]))
    expect_error(lambda: sess.run(up, {labels: [3], preds: [0]}), "label_out_of_bound")
    expect_error(lambda: sess.run(up, {labels: [0], preds: [-1]}), "negative_prediction")
    emit("kept", sess.run(v))
expect_error(lambda: tf.metrics.mean_iou(tf.constant([0, 5]), tf.constant([0, 1]), 3),
             "constant_out_of_bound")
expect_error(lambda: tf.metrics.mean_iou(tf.constant([0, -1]), tf.constant([0, 1]), 3),
             "constant_negative")
