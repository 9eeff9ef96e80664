# tier: graph
# tf.unsorted_segment_sum adds rows into segments (negative ids dropped; an id past
# num_segments fails when run); its static shape is [num_segments] + the rows' shape, with the
# leading axes of data matching segment_ids. tf.unique returns (y, idx) in order of first
# appearance, a named tuple; y has unknown size. The gradient of UnsortedSegmentSum gathers the
# output gradient back (GatherV2 of clipped ids, zero where an id is negative: SelectV2).
d = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], name="d")
s = tf.unsorted_segment_sum(d, [0, 2, 0], 4)
s_neg = tf.unsorted_segment_sum(d, tf.constant([0, -1, 1], name="neg_ids"), 4)
s_bad = tf.unsorted_segment_sum(d, [0, -1, 5], 4, name="bad")
ids = tf.placeholder(tf.int32, [None], name="ids")
k = tf.placeholder(tf.int32, [], name="k")
s_unknown = tf.unsorted_segment_sum(d, ids, k)
s_3d = tf.unsorted_segment_sum(tf.ones([2, 3, 4]), [[0, 1, 0], [1, 1, 1]], 2)
s_i64 = tf.unsorted_segment_sum(d, tf.constant([1, 1, 0], tf.int64), tf.constant(2, tf.int64))
emit("shapes", [t.shape for t in (s, s_neg, s_unknown, s_3d, s_i64)])
expect_error(lambda: tf.unsorted_segment_sum(d, [0, 1], 4), "ids_rows_mismatch")
u = tf.unique([3, 1, 3, 2, 1])
u64 = tf.unique(tf.constant([3.0, 1.0]), out_idx=tf.int64, name="u64")
emit("unique", [type(u).__name__, list(u._fields), u.y, u.idx, u.y.shape, u.idx.shape,
                u64.idx.dtype])
expect_error(lambda: tf.unique([[1, 2]]), "unique_rank")
n = len(graph_nodes())
grads = tf.gradients([s, s_neg], d)
emit("grad_nodes", graph_nodes()[n:])
with tf.Session() as sess:
    emit("values", sess.run([s, s_neg, s_3d, s_i64, u, u64]))
    emit("unknown", sess.run(s_unknown, {ids: [1, 1, 0], k: 3}))
    emit("grads", sess.run(grads))
    expect_error(lambda: sess.run(s_bad), "out_of_range")
