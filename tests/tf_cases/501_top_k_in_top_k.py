# tier: graph
# tf.nn.top_k: one TopKV2 node with two outputs (values, indices; a namedtuple), largest first,
# ties in index order; its gradient scatters the incoming gradient back to where the values
# came from (Shape, GatherV2, Range, ScatterNd... as TF builds them, for known and unknown
# shapes). tf.nn.in_top_k: InTopKV2 inside an in_top_k scope; ties count for the target,
# non-finite rows and bad targets are never in the top k.
x = tf.placeholder(tf.float32, [2, 4], name="x")
u = tf.placeholder(tf.float32, [None, 4], name="u")
top = tf.nn.top_k(x, 2)
top_u = tf.nn.top_k(u, k=3, name="best")
top_1 = tf.nn.top_k([[1, 5, 5, 2]])
g1 = tf.gradients(top.values * [[1.0, 10.0]], x)
g2 = tf.gradients(tf.reduce_sum(top_u[0]), u)
p = tf.placeholder(tf.float32, [None, 3], name="p")
hits = [tf.nn.in_top_k(p, [0, 2], 1), tf.nn.in_top_k(p, tf.constant([0, 1], tf.int64), 2,
                                                    name="acc"),
        tf.math.in_top_k(p, [1, 1], k=1)]
emit("nodes", graph_nodes())
emit("outputs", [list(top), top._fields, top_u.indices, top_1, g1, g2, hits])
emit("shapes", [t.shape for t in list(top) + list(top_u) + list(top_1) + g1 + g2 + hits])
nan, inf = float("nan"), float("inf")
with tf.Session() as sess:
    feed = {x: [[1.0, 4.0, 4.0, -2.0], [0.5, 0.25, 3.0, 3.0]],
            u: [[1.0, 2.0, 3.0, 4.0], [4.0, 3.0, 2.0, 1.0], [0.0, 0.0, 0.0, 0.0]]}
    emit("top_values", sess.run([top, top_u, top_1], feed))
    emit("grads", sess.run(g1 + g2, feed))
    emit("hits", sess.run(hits, {p: [[0.5, 0.5, 0.1], [0.1, 0.2, 0.3]]}))
    emit("odd_rows", sess.run([tf.nn.in_top_k(p, [0, 1], 1), tf.nn.in_top_k(p, [-1, 5], 3)],
                              {p: [[nan, 0.0, 1.0], [inf, inf, 0.0]]}))
expect_error(lambda: tf.nn.top_k(x, 5), "k_too_big")
expect_error(lambda: tf.nn.top_k(x, -1), "k_negative")
expect_error(lambda: tf.nn.top_k(tf.constant(1.0)), "scalar")
expect_error(lambda: tf.nn.in_top_k(tf.zeros([2, 3], tf.float64), [0, 1], 1), "float64")
expect_error(lambda: tf.nn.in_top_k(p, [0.0, 1.0], 1), "float_targets")
expect_error(lambda: tf.nn.in_top_k(tf.zeros([3]), [0], 1), "rank1_predictions")
expect_error(lambda: tf.nn.in_top_k(tf.zeros([2, 3]), [0, 1, 2], 1), "count_mismatch")
