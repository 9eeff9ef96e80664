# tier: graph
# tf.unique_with_counts is one UniqueWithCounts op (y, idx, count; idx and count of out_idx);
# its shape function leaves a rank other than 1 to the run. tf.searchsorted reshapes both
# inputs to 2-D (Shape, strided_slice, Reshape: a Python list is converted for each op) around
# a LowerBound (side="left") or UpperBound op, and shapes the result like the values again.
y, idx, count = tf.unique_with_counts([3, 1, 3, 2])
u = tf.unique_with_counts(tf.constant([3, 1, 3], tf.int64), out_idx=tf.int64, name="u")
bad = tf.unique_with_counts([[1, 2]])
f = tf.unique_with_counts([1.5, 1.5, 0.])
emit("unique_shapes", [[t.name, t.shape, t.dtype] for t in (y, idx, count) + tuple(u) + tuple(bad)])
s1 = tf.searchsorted([1., 2., 3.], [2.5, 0., 2.])
s2 = tf.searchsorted([[1, 2, 3], [4, 5, 6]], [[2], [7]], side="right", out_type=tf.int64)
s3 = tf.searchsorted(tf.constant([[1., 3.]]), tf.constant([2., 4., 3.]), name="ss")
emit("search_shapes", [[t.name, t.shape, t.dtype] for t in (s1, s2, s3)])
expect_error(lambda: tf.searchsorted([1, 2], [1], side="mid"), "side")
expect_error(lambda: tf.searchsorted([1, 2], [1.]), "dtype")
emit("graph", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([y, idx, count, tuple(u), tuple(f), s1, s2, s3]))
    expect_error(lambda: sess.run(bad), "rank")
