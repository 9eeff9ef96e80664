# tier: graph
# tf.confusion_matrix / tf.math.confusion_matrix (TF1's argument order: labels, predictions,
# num_classes, dtype, name, weights). Without num_classes the size is one more than the
# largest id, computed in the graph (Max, Max_1, Maximum, add) before the ScatterNd, and only
# the negative-id checks are built.
cm1 = tf.confusion_matrix([0, 1, 2], [0, 2, 2])
cm2 = tf.math.confusion_matrix(tf.constant([0, 1]), tf.constant([1, 1]), None, tf.float32,
                               weights=[1., 2.])
cm3 = tf.math.confusion_matrix([0, 1], [1, 1], 3, name="three")
l = tf.placeholder(tf.int64, [None], name="l")
cm4 = tf.confusion_matrix(l, l)
emit("shapes", [[t.name, t.shape, t.dtype] for t in (cm1, cm2, cm3, cm4)])
emit("same", tf.math.confusion_matrix is tf.confusion_matrix)
emit("graph", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([cm1, cm2, cm3]))
    emit("fed", sess.run(cm4, {l: [3, 0, 3]}))
    expect_error(lambda: sess.run(cm4, {l: [-1, 0]}), "negative")
