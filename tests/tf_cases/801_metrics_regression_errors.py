# tier: graph
# tf.metrics.mean_squared_error, mean_absolute_error and root_mean_squared_error: predictions
# of shape [None, 1] against labels [None] lose their last axis (Squeeze), weights one axis
# longer are squeezed too; the error is built outside the metric's scope, rmse's Sqrt as well.
# Values after several updates.
labels = tf.placeholder(tf.float32, [None], name="labels")
preds = tf.placeholder(tf.float32, [None, 1], name="preds")
w = tf.placeholder(tf.float32, [None, 1], name="w")
mse, mse_up = tf.metrics.mean_squared_error(labels, preds)
mae, mae_up = tf.metrics.mean_absolute_error(labels, preds, weights=w)
rmse, rmse_up = tf.metrics.root_mean_squared_error(labels, preds, weights=2.0,
                                                   metrics_collections=["m"],
                                                   updates_collections=["u"])
rmse2, rmse2_up = tf.metrics.root_mean_squared_error([1.0, 2.0], [[1.5], [3.0]], name="fixed")
emit("names", [t.name for t in (mse, mse_up, mae, mae_up, rmse, rmse_up, rmse2, rmse2_up)])
emit("local", [v.name for v in tf.local_variables()])
emit("collections", [[t.name for t in tf.get_collection(k)] for k in ("m", "u")])
emit("nodes", graph_nodes())
feeds = [{labels: [1.0, 2.0, 3.0], preds: [[1.5], [2.0], [5.0]], w: [[1.0], [0.0], [2.0]]},
         {labels: [0.0], preds: [[-3.0]], w: [[0.5]]}]
with tf.Session() as sess:
    sess.run(tf.local_variables_initializer())
    for f in feeds:
        emit("update", sess.run([mse_up, mae_up, rmse_up, rmse2_up], f))
        emit("after", sess.run([mse, mae, rmse, rmse2]))
