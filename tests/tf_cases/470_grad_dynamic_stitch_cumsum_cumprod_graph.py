# tier: graph
# dynamic_stitch's gradient gathers each piece's rows back (GatherV2 per piece, none for the
# indices); cumsum's is a cumsum the other way round; cumprod's multiplies by the running
# product, sums the other way round and divides by x with div_no_nan (so zeros give 0).
import numpy as np
a = tf.placeholder(tf.float32, [2, 4], name="a")
x = tf.placeholder(tf.float32, [2, 3], name="x")
idx = tf.placeholder(tf.int32, [2], name="idx")
out = {}
stitched = tf.dynamic_stitch([[0, 2], [1]], [a[:, 0], a[:1, 1]])
out["stitch"] = tf.gradients(stitched * [1.0, 2.0, 3.0], [a])
out["stitch_tensor_indices"] = tf.gradients(
    tf.dynamic_stitch([idx, [2]], [a[0, :2], a[1, :1]]) ** 2, [a])
out["cumsum"] = tf.gradients(tf.cumsum(x, axis=1) * [[1.0, 2.0, 3.0]], [x])
out["cumsum_exclusive_reverse"] = tf.gradients(
    tf.cumsum(x, 1, exclusive=True, reverse=True) ** 2, [x])
out["cumprod"] = tf.gradients(tf.cumprod(x, axis=1), [x])
out["cumprod_exclusive"] = tf.gradients(tf.cumprod(x, 0, exclusive=True) * 2.0, [x])
emit("shapes", [stitched.shape] + [g.shape for v in out.values() for g in v])
emit("grads", out)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(out, {a: np.arange(8.0).reshape(2, 4), idx: [1, 0],
                                  x: [[1.0, 2.0, 3.0], [0.5, 0.0, -2.0]]}))
