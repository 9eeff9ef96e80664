# tier: graph
# compute_weighted_loss with each Reduction and with tensor weights: NONE keeps the shape, SUM
# adds up, MEAN divides by the sum of the weights, SUM_OVER_BATCH_SIZE by the element count
# (num_elements), SUM_BY_NONZERO_WEIGHTS by the count of nonzero weights (num_present).
import numpy as np
R = tf.losses.Reduction
emit("keys", [R.NONE, R.SUM, R.MEAN, R.SUM_OVER_BATCH_SIZE, R.SUM_BY_NONZERO_WEIGHTS,
              R.SUM_OVER_NONZERO_WEIGHTS, list(R.all())])
per = tf.placeholder(tf.float32, [4, 3], name='per')
results = {}
for r in R.all()[:5]:
    n = len(graph_nodes())
    results[r] = tf.losses.compute_weighted_loss(per, weights=0.5, reduction=r)
    emit(r, [results[r], results[r].shape, graph_nodes()[n:]])
w = tf.placeholder(tf.float32, [4, 1], name='w')
n = len(graph_nodes())
wl = tf.losses.compute_weighted_loss(per, weights=w, scope='rows')
emit("tensor_weights", [wl, graph_nodes()[n:]])
n = len(graph_nodes())
same = tf.losses.compute_weighted_loss(per, weights=tf.ones([4, 3]), scope='same')
emit("same_shape_weights", [same, graph_nodes()[n:]])
n = len(graph_nodes())
unseen = tf.losses.compute_weighted_loss(per, loss_collection=None)
emit("no_collection", [unseen, tf.losses.get_losses()[-1] is not unseen])
emit("collected", tf.losses.get_losses())
feed = {per: np.arange(12, dtype=np.float32).reshape(4, 3) / 2,
        w: np.array([[1.0], [0.0], [2.0], [0.0]], np.float32)}
with tf.Session() as sess:
    emit("values", sess.run([results[r] for r in R.all()[:5]] + [wl, same], feed))
    emit("all_zero_weights", sess.run(wl, {per: feed[per], w: np.zeros([4, 1], np.float32)}))
