# tier: graph
# tf.global_norm: one L2Loss per tensor (None skipped), stacked, summed, doubled, Sqrt named
# global_norm/global_norm. tf.clip_by_global_norm computes it in its own scope first (so a
# name "cg" gives scopes cg/ and cg_1/), then one scale for every tensor; each result is an
# Identity named "<scope>_<i>" inside the scope. use_norm skips the norm computation.

x = tf.placeholder(tf.float32, [2, 3], name="x")
y = tf.placeholder(tf.float32, [3], name="y")
n = tf.global_norm([x, None, y])
clipped, norm = tf.clip_by_global_norm([x, y], 1.0)
named, norm2 = tf.clip_by_global_norm([y, None, x], 5.0, name="cg")
given = tf.constant(2.0, name="given")
used, norm3 = tf.clip_by_global_norm([x, None], 1.0, use_norm=given)
emit("nodes", graph_nodes())
emit("outputs", [n, clipped, norm, named, norm2, used, norm3])
feed = {x: [[-1.0, 0.5, 7.0], [3.0, -4.0, 0.0]], y: [1.0, 1.0, 1.0]}
with tf.Session() as sess:
    emit("values", sess.run([n, clipped, norm, named[0], named[2], norm2, used[0]], feed))
    # An infinite norm makes every clipped value NaN (inf - inf), silently.
    emit("inf_gives_nan", sess.run(clipped, {x: [[float("inf"), 0, 0], [0, 0, 0]],
                                             y: [1.0, 1.0, 1.0]}))
expect_error(lambda: tf.global_norm("ab"), "string")
expect_error(lambda: tf.clip_by_global_norm("ab", 1.0), "string_clip")
expect_error(lambda: tf.global_norm([x, tf.constant([1.0], tf.float64)]), "mixed_dtypes")
