# tier: graph
# tf.nn.compute_accidental_hits: for each true class also sampled, its row, the sample's
# position (the last one if sampled twice) and -FLT_MAX. tf.sparse_to_dense builds a dense
# tensor from positions and values (matrix, vector or scalar positions); with
# validate_indices it wants them in bounds, sorted and distinct, checked when run.
hits = tf.nn.compute_accidental_hits([[1, 4], [3, 3], [0, 2]], [4, 3, 9, 4], 2)
emit("hits", [type(hits).__name__, list(hits._fields), list(hits), [t.shape for t in hits]])
expect_error(lambda: tf.nn.compute_accidental_hits(tf.constant([[1]]), [1], 1), "int32")
expect_error(lambda: tf.nn.compute_accidental_hits([1], [1], 1), "rank")
a = tf.sparse_to_dense([[0, 1], [2, 0]], [3, 2], [5.0, 6.0])
b = tf.sparse_to_dense([1, 3], [5], 7, default_value=-1)
c = tf.sparse_to_dense(2, [4], 1.0, name="scalar")
shape = tf.placeholder(tf.int32, [None], name="shape")
d = tf.sparse_to_dense([[0, 0]], shape, [1.0])
emit("dense", [[t, t.shape, t.dtype] for t in (a, b, c, d)])
expect_error(lambda: tf.sparse_to_dense([[0.0, 1]], [3, 2], [5.0]), "float_indices")
bad = [tf.sparse_to_dense([[2, 0], [0, 1]], [3, 2], [5.0, 6.0]),
       tf.sparse_to_dense([[0, 1], [0, 1]], [3, 2], [5.0, 6.0]),
       tf.sparse_to_dense([[3, 1]], [3, 2], [5.0])]
unchecked = [tf.sparse_to_dense([[2, 0], [0, 1]], [3, 2], [5.0, 6.0], validate_indices=False),
             tf.sparse_to_dense([[0, 1], [0, 1]], [3, 2], [5.0, 6.0], validate_indices=False)]
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("hit_values", sess.run(hits))
    emit("values", sess.run([a, b, c] + unchecked))
    emit("fed_shape", sess.run(d, {shape: [2, 2]}))
    for i, t in enumerate(bad):
        expect_error(lambda: sess.run(t), "run_error%d" % i)
