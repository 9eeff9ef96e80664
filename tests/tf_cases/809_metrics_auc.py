# tier: graph
# tf.metrics.auc: predictions checked to lie in [0, 1] (guarded Asserts the casts wait for),
# four local variables true_positives / false_negatives / true_negatives / false_positives of
# num_thresholds entries, every prediction compared with every threshold by tiling; ROC and
# PR areas by trapezoids, minoring, majoring and careful interpolation; weights; values after
# several updates; a prediction outside [0, 1] fails the run; a bad curve or summation method
# fails while building. The *_at_thresholds counts and ratios build only the counts they need;
# sensitivity_at_specificity / specificity_at_sensitivity pick one threshold's ratio.
labels = tf.placeholder(tf.int32, [None], name="labels")
scores = tf.placeholder(tf.float32, [None, 1], name="scores")
w = tf.placeholder(tf.float32, [None], name="w")
pairs = [tf.metrics.auc(labels, scores),
         tf.metrics.auc(labels, scores, weights=w, num_thresholds=7, summation_method="minoring"),
         tf.metrics.auc(labels, scores, curve="PR", num_thresholds=11,
                        summation_method="careful_interpolation", metrics_collections=["m"]),
         tf.metrics.auc(labels, scores, curve="PR", thresholds=[0.3, 0.6, 0.5],
                        summation_method="majoring", updates_collections=["u"], name="pr_maj"),
         tf.metrics.auc(tf.constant([1, 0, 1]), tf.constant([0.9, 0.2, 0.6]), num_thresholds=4),
         tf.metrics.true_positives_at_thresholds(labels, scores, [0.3, 0.7]),
         tf.metrics.false_positives_at_thresholds(labels, scores, [0.5], weights=w),
         tf.metrics.true_negatives_at_thresholds(labels, scores, [0.1, 0.5, 0.9],
                                                 metrics_collections=["m"]),
         tf.metrics.false_negatives_at_thresholds(labels, scores, [0.25], name="fn_q"),
         tf.metrics.precision_at_thresholds(labels, scores, [0.3, 0.7], weights=w),
         tf.metrics.recall_at_thresholds(labels, scores, [0.3, 0.95], updates_collections=["u"]),
         tf.metrics.sensitivity_at_specificity(labels, scores, 0.5, num_thresholds=9),
         tf.metrics.specificity_at_sensitivity(labels, scores, 0.7, weights=w, num_thresholds=6)]
emit("names", [[t.name for t in p] for p in pairs])
emit("local", [v.name for v in tf.local_variables()])
emit("collections", [[t.name for t in tf.get_collection(k)] for k in ("m", "u")])
emit("nodes", graph_nodes())
feeds = [{labels: [0, 0, 1, 1, 1], scores: [[0.1], [0.4], [0.35], [0.8], [0.65]],
          w: [1.0, 2.0, 1.0, 0.5, 1.0]},
         {labels: [1, 0], scores: [[0.2], [0.9]], w: [1.0, 1.0]}]
with tf.Session() as sess:
    sess.run(tf.local_variables_initializer())
    emit("before", sess.run([p[0] for p in pairs]))
    for f in feeds:
        emit("update", sess.run([p[1] for p in pairs], f))
        emit("after", sess.run([p[0] for p in pairs]))
    expect_error(lambda: sess.run(pairs[0][1], {labels: [1], scores: [[1.5]]}), "out_of_range")
expect_error(lambda: tf.metrics.auc(labels, scores, curve="XY"), "bad_curve")
expect_error(lambda: tf.metrics.auc(labels, scores, summation_method="simpson"), "bad_method")
expect_error(lambda: tf.metrics.sensitivity_at_specificity(labels, scores, 1.5), "bad_rate")
expect_error(lambda: tf.metrics.specificity_at_sensitivity(labels, scores, -0.1), "bad_rate2")
