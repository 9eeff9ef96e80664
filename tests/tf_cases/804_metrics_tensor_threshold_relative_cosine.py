# tier: graph
# tf.metrics.mean_tensor (total_tensor / count_tensor of the values' shape, in scope mean/),
# percentage_below (scope percentage_below_threshold/), mean_relative_error (a Select that
# gives 0 where the normalizer is 0) and mean_cosine_distance (1 - the mean dot product along
# dim, Sub outside the scope). Values after several updates.
x = tf.placeholder(tf.float32, [2, 3], name="x")
labels = tf.placeholder(tf.float32, [None, 3], name="labels")
preds = tf.placeholder(tf.float32, [None, 3], name="preds")
mt, mt_up = tf.metrics.mean_tensor(x)
mtw, mtw_up = tf.metrics.mean_tensor(x, weights=[[1.0], [0.0]], name="masked")
pb, pb_up = tf.metrics.percentage_below(x, 2.0)
pbw, pbw_up = tf.metrics.percentage_below(x, 0.5, weights=[[1.0, 2.0, 3.0]],
                                          metrics_collections=["m"])
mre, mre_up = tf.metrics.mean_relative_error(labels, preds, normalizer=labels)
mcd, mcd_up = tf.metrics.mean_cosine_distance(labels, preds, dim=1, updates_collections=["u"])
pairs = [(mt, mt_up), (mtw, mtw_up), (pb, pb_up), (pbw, pbw_up), (mre, mre_up), (mcd, mcd_up)]
emit("names", [[t.name for t in p] for p in pairs])
emit("shapes", [[t.shape for t in p] for p in pairs])
emit("local", [v.name for v in tf.local_variables()])
emit("collections", [[t.name for t in tf.get_collection(k)] for k in ("m", "u")])
emit("nodes", graph_nodes())
feeds = [{x: [[1.0, 2.0, 3.0], [0.0, -1.0, 4.0]], labels: [[1.0, 0.0, 0.0], [0.0, 2.0, 0.0]],
          preds: [[0.6, 0.8, 0.0], [0.0, 1.0, 0.0]]},
         {x: [[5.0, 0.2, 1.0], [2.0, 2.0, 2.0]], labels: [[0.0, 0.0, 1.0]],
          preds: [[0.0, 0.0, -1.0]]}]
with tf.Session() as sess:
    sess.run(tf.local_variables_initializer())
    for f in feeds:
        emit("update", sess.run([p[1] for p in pairs], f))
        emit("after", sess.run([p[0] for p in pairs]))
