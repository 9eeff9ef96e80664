# tier: graph
# tf.gather_nd and tf.scatter_nd: graphs (GatherNd/indices, ScatterNd/shape...), static shapes,
# values (entries, slices, repeated coordinates adding up, an empty index depth), a Variable as
# params, TF's errors at build time (rank, depth, dtype, update shapes) and when run
# (coordinates outside the tensor).
x = tf.placeholder(tf.float32, [3, 4], name="x")
v = tf.Variable([[1, 2], [3, 4]], name="v")
idx = tf.placeholder(tf.int64, [None, 2], name="idx")
outs = [tf.gather_nd(x, [[0, 1], [2, 3]]), tf.gather_nd(x, [[1], [0]], name="rows"),
        tf.gather_nd(x, [[[0, 1]], [[2, 2]]]), tf.gather_nd(x, idx),
        tf.gather_nd(x, tf.zeros([2, 0], tf.int32)), tf.gather_nd(v, [[1, 0]]),
        tf.gather_nd(tf.placeholder(tf.float32, name="free"), [[0]]),
        tf.scatter_nd([[0, 1], [1, 1], [0, 1]], [1.0, 2.0, 3.0], [3, 2]),
        tf.scatter_nd([[2]], [[5, 6]], tf.constant([3, 2], name="shape2")),
        tf.scatter_nd(idx, [7.0, 8.0], tf.placeholder(tf.int64, [2], name="s"))]
emit("shapes", [str(t.shape) for t in outs])
emit("dtypes", [t.dtype.name for t in outs])
emit("nodes", graph_nodes())
xv = [[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(outs[:6] + outs[7:9], {x: xv, idx: [[2, 0], [0, 3]]}))
    emit("scatter_fed", sess.run(outs[9], {idx: [[2, 0], [2, 0]], outs[9].op.inputs[2]: [3, 1]}))
    expect_error(lambda: sess.run(tf.gather_nd(x, [[0, 1], [3, 0]]), {x: xv}), "run_outside")
    expect_error(lambda: sess.run(tf.gather_nd(x, [[0, -1]]), {x: xv}), "run_negative")
    expect_error(lambda: sess.run(tf.scatter_nd([[0], [5]], [1.0, 2.0], [3])), "run_scatter")
    expect_error(lambda: sess.run(tf.scatter_nd([[0, 1, 3]], [1.0], [3, 2])), "run_depth")
expect_error(lambda: tf.gather_nd(x, [[0, 1, 2]]), "too_deep")
expect_error(lambda: tf.gather_nd(x, 1), "scalar_indices")
expect_error(lambda: tf.gather_nd(x, [0.5]), "float_indices")
expect_error(lambda: tf.scatter_nd([[0, 1]], [1.0, 2.0], [3, 2]), "updates_outer")
expect_error(lambda: tf.scatter_nd([[0]], [[1.0, 2.0, 3.0]], [3, 2]), "updates_inner")
expect_error(lambda: tf.scatter_nd([0.5], [1.0], [3]), "scatter_float_indices")
