# tier: graph
# Sum and Mean: reduce-all fast path, static axes (with TF's per-graph cache), dynamic shapes.
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name='a')
c = tf.placeholder(tf.float32, [None, 3], name='c')
out = {}
n = len(graph_nodes())
out["sum_all"] = tf.gradients(tf.reduce_sum(a), [a])
out["sum_axis1"] = tf.gradients(tf.reduce_sum(a, axis=1), [a])
out["sum_axis1_again"] = tf.gradients(tf.reduce_sum(a, axis=1), [a])
out["sum_keepdims"] = tf.gradients(tf.reduce_sum(a, axis=0, keepdims=True), [a])
out["sum_neg_axis"] = tf.gradients(tf.reduce_sum(a, axis=-1), [a])
out["sum_list_axes"] = tf.gradients(tf.reduce_sum(a, axis=[0, 1]), [a])
out["mean_axis1"] = tf.gradients(tf.reduce_mean(a, axis=1), [a])
out["mean_all"] = tf.gradients(tf.reduce_mean(a), [a])
out["sum_dynamic"] = tf.gradients(tf.reduce_sum(c, axis=1), [c])
out["mean_dynamic"] = tf.gradients(tf.reduce_mean(c, axis=0), [c])
out["mean_all_dynamic"] = tf.gradients(tf.reduce_mean(c), [c])
out["sum_dynamic_keepdims"] = tf.gradients(tf.reduce_sum(c, axis=1, keepdims=True), [c])
emit("grads", out)
emit("shapes", {k: [g.shape for g in v] for k, v in out.items()})
emit("nodes", graph_nodes()[n:])
rng = np.random.RandomState(4)
feed = {a: rng.rand(2, 3), c: rng.rand(4, 3)}
with tf.Session() as sess:
    emit("values", sess.run(out, feed))
