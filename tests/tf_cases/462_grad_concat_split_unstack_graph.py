# tier: graph
# Cutting and gluing are each other's gradients: concat's gradient is Slices at ConcatOffset
# (Consts shapes when known, one ShapeN otherwise; from 17 pieces on a single SplitV), split's
# and split-by-sizes' a concat along split_dim (zeros_like for unused pieces), unstack's a stack.
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name="a")
b = tf.placeholder(tf.float32, [2, 2], name="b")
d = tf.placeholder(tf.float32, [None, 3], name="d")
out = {}
out["concat"] = tf.gradients(tf.concat([a, b], 1) ** 2, [a, b])
out["concat_neg_axis"] = tf.gradients(tf.concat([b, a, b], -1) * 2.0, [a, b])
out["concat_dyn"] = tf.gradients(tf.concat([d, a, d], 0) ** 2, [d, a])
pieces = [a[i:i + 1] * float(i) for i in range(2)] * 9
out["concat_many"] = tf.gradients(tf.concat(pieces, 0), [a])
out["split"] = tf.gradients(tf.split(a, 3, axis=1)[1] * 5.0, [a])
out["split_sizes"] = tf.gradients([s * float(i + 1) for i, s in enumerate(tf.split(a, [1, 2], 1))],
                                  [a])
out["split_dyn"] = tf.gradients(tf.split(d, 3, axis=1)[0] ** 2, [d])
out["unstack"] = tf.gradients(tf.unstack(a)[0] * 3.0, [a])
out["unstack_axis1"] = tf.gradients([u * float(i) for i, u in enumerate(tf.unstack(a, axis=1))],
                                    [a])
emit("grads", out)
emit("shapes", {k: [g.shape for g in v] for k, v in out.items()})
emit("nodes", graph_nodes())
rng = np.random.RandomState(1)
with tf.Session() as sess:
    emit("values", sess.run(out, {a: rng.randn(2, 3), b: rng.randn(2, 2), d: rng.randn(4, 3)}))
