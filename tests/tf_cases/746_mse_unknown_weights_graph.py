# tier: graph
# Full node list: tf.losses.mean_squared_error with weights of unknown shape [None, None], and
# with weights of unknown rank (the run-time check's is_scalar path is the same graph; only
# the ranks become Rank ops instead of Consts).
preds = tf.placeholder(tf.float32, [None, None], name="preds")
target = tf.placeholder(tf.float32, [None, None], name="target")
w = tf.placeholder(tf.float32, [None, None], name="w")
loss = tf.losses.mean_squared_error(target, preds, weights=w)
w_any = tf.placeholder(tf.float32, name="w_any")
loss_any = tf.losses.mean_squared_error(target, preds, weights=w_any,
                                        reduction=tf.losses.Reduction.SUM)
emit("nodes", graph_nodes())
