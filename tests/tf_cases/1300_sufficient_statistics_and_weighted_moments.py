# tier: semantics
# tf.nn.sufficient_statistics, normalize_moments and weighted_moments are built from ordinary
# ops: the count is a Const when the reduced sizes are known statically and a Prod "count" of
# gathered runtime sizes otherwise; a shift gives Sub and SquaredDifference before the sums
# mean_ss / var_ss and is handed back converted. normalize_moments divides by a Reciprocal
# "divisor" under "normalize"; weighted_moments sums weighted values and broadcast weights
# (keeping axes) and divides with DivNoNan, squeezing unless keep_dims.
import numpy as np

x = tf.constant(np.arange(12.0).reshape(3, 4), tf.float32)
p = tf.placeholder(tf.float32, [None, 4])
stats = [tf.nn.sufficient_statistics(x, [0]),
         tf.nn.sufficient_statistics(x, [0, -1], shift=1.0, keepdims=True),
         tf.nn.sufficient_statistics(p, [0, -1], shift=tf.constant([1.0, 2, 3, 4])),
         tf.nn.sufficient_statistics(tf.constant([[1, 2, 3], [4, 5, 6]]), [-1], name="ints"),
         tf.nn.sufficient_statistics(p, [1], keep_dims=True)]
moments = [tf.nn.normalize_moments(*stats[0]),
           tf.nn.normalize_moments(*stats[1], name="nm"),
           tf.nn.normalize_moments(*stats[2])]
weighted = [tf.nn.weighted_moments(x, [1], [[1.0, 2, 3, 4]]),
            tf.nn.weighted_moments(x, [0, 1], 2, keep_dims=True),
            tf.nn.weighted_moments(p, [0], tf.zeros([1, 4]), name="wm"),
            tf.nn.weighted_moments(tf.constant([1.0, 3.0], tf.float16), [0], [1, 3], keepdims=True)]
flat = [t for group in stats for t in group if t is not None] + \
    [t for group in moments + weighted for t in group]
emit("names", [None if t is None else t.name for group in stats for t in group])
emit("more names", [t.name for group in moments + weighted for t in group])
emit("shapes", [str(t.shape) for t in flat])
emit("dtypes", [t.dtype.name for t in flat])
emit("nodes", graph_nodes())
grads = tf.gradients([moments[1][1], moments[0][1], weighted[0][0], weighted[0][1],
                      weighted[1][1]], x)
pgrads = tf.gradients([moments[2][0], moments[2][1], weighted[2][0]], p)
for k, f in enumerate([lambda: tf.nn.sufficient_statistics(x, [2]),
                       lambda: tf.nn.weighted_moments(x, [2], 1.0),
                       lambda: tf.nn.weighted_moments(x, [1], [1.0, 2.0]),
                       lambda: tf.nn.normalize_moments(tf.constant(3.0), [1], [2.0], None),
                       lambda: tf.nn.sufficient_statistics(x, [0], shift=[1, 2, 3, 4])]):
    expect_error(f, "error %d" % k)
with tf.Session() as sess:
    feed = {p: np.arange(8.0).reshape(2, 4) - 3}
    emit("values", sess.run(flat, feed))
    emit("grads", sess.run(grads + pgrads, feed))
