# tier: graph
# Gradients of the ops that only copy or reshape: tile (interleaved Reshape, then Sum over the
# copies' axes), broadcast_to (BroadcastGradientArgs against a Const of the target shape when
# the graph fixes it), expand_dims / squeeze (Reshape back), placeholder_with_default (passed
# through), with static and dynamic shapes.
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name="a")
d = tf.placeholder(tf.float32, [None, 3], name="d")
w = tf.constant(np.arange(1.0, 37.0).reshape(4, 3, 3).astype(np.float32), name="w")
out = {}
out["tile"] = tf.gradients(tf.tile(a, [2, 3]) * tf.reshape(w, [4, 9]), [a])
out["tile_dyn"] = tf.gradients(tf.tile(d, [1, 2]) ** 2, [d])
out["broadcast"] = tf.gradients(tf.broadcast_to(a, [4, 2, 3]) * w[:, :2], [a])
out["broadcast_dyn"] = tf.gradients(tf.broadcast_to(d, tf.shape(tf.stack([d, d]))), [d])
out["broadcast_row"] = tf.gradients(tf.broadcast_to(a[:1], [2, 3]) * a, [a])
out["expand"] = tf.gradients(tf.expand_dims(d, -1) * 3.0, [d])
out["squeeze"] = tf.gradients(tf.squeeze(tf.expand_dims(a, 0), [0]) * a, [a])
out["default"] = tf.gradients(tf.placeholder_with_default(a, [2, 3]) * 2.0, [a])
emit("grads", out)
emit("shapes", {k: [g.shape for g in v] for k, v in out.items()})
emit("nodes", graph_nodes())
rng = np.random.RandomState(0)
with tf.Session() as sess:
    emit("values", sess.run(out, {a: rng.randn(2, 3), d: rng.randn(3, 3)}))
