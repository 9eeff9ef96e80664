# tier: graph
# The graphs of hinge_loss, huber_loss, log_loss, cosine_distance and
# mean_pairwise_squared_error, node for node: their own scopes, the Consts TF makes of Python
# numbers (huber's 0.5 and delta, log_loss's epsilon and 1), the weighted_loss reduction, and
# mean_pairwise_squared_error's own per-batch num_present and where/value ops.
labels = tf.placeholder(tf.float32, [None, 3], name="labels")
preds = tf.placeholder(tf.float32, [None, 3], name="preds")
tf.losses.hinge_loss(labels, preds)
tf.losses.huber_loss(labels, preds, delta=2.0)
tf.losses.log_loss(labels, preds, weights=[[1.0, 2.0, 3.0]])
tf.losses.cosine_distance(labels, preds, axis=1, scope="cos")
tf.losses.mean_pairwise_squared_error(labels, preds)
emit("nodes", graph_nodes())
