# tier: graph
# Unknown sizes meeting: BroadcastGradientArgs computes the axes at run time.
import numpy as np
c = tf.placeholder(tf.float32, [None, 3], name='c')
d = tf.placeholder(tf.float32, [None, 1], name='d')
e = tf.placeholder(tf.float32, None, name='e')
out = {}
n = len(graph_nodes())
out["div"] = tf.gradients(c / d, [c, d])
out["sub_unknown_rank"] = tf.gradients(c - e, [c, e])
out["max"] = tf.gradients(tf.maximum(c, d), [c, d])
out["min_const"] = tf.gradients(tf.minimum(c, 0.5), [c])
emit("grads", out)
emit("shapes", {k: [g.shape for g in v] for k, v in out.items()})
emit("nodes", graph_nodes()[n:])
rng = np.random.RandomState(2)
feed = {c: rng.rand(4, 3), d: rng.rand(4, 1) + 0.5, e: rng.rand(4, 3)}
with tf.Session() as sess:
    emit("values", sess.run(out, feed))
