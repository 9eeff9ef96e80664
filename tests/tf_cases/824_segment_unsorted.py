# tier: semantics
# The unsorted segment reductions (UnsortedSegmentMax, Min, Prod; unsorted_segment_mean and
# sqrt_n, which TF composes from UnsortedSegmentSum): ids in any order and of several axes,
# negative ids dropped, empty segments as the dtype's lowest / highest value, 1 or 0, a static
# size from num_segments, the gradients (rows of negative ids get none), and the errors.
data = tf.placeholder(tf.float32, [5, 2], name="data")
ids = tf.constant([2, 0, -1, 2, 0], name="ids")
outs = [tf.unsorted_segment_max(data, ids, 4), tf.unsorted_segment_min(data, ids, 4),
        tf.unsorted_segment_prod(data, ids, 4), tf.unsorted_segment_mean(data, ids, 4),
        tf.math.unsorted_segment_sqrt_n(data, ids, 4), tf.math.unsorted_segment_sum(data, ids, 4)]
emit("types", [t.op.type for t in outs])
emit("shapes", [str(t.shape) for t in outs])
grads = [tf.gradients(tf.reduce_sum(t[::2] * t[::2]), data)[0] for t in outs]
feed = {data: [[1.0, -2.0], [3.0, 0.0], [5.0, 6.0], [1.0, 0.5], [-1.0, 2.0]]}
with tf.Session() as sess:
    emit("values", sess.run(outs, feed))
    emit("gradients", sess.run(grads, feed))
    grid = tf.reshape(tf.range(12.0), [2, 3, 2])
    emit("two_axes", sess.run([tf.unsorted_segment_max(grid, [[0, 1, 0], [-1, 1, 2]], 3),
                               tf.unsorted_segment_mean(grid, [[0, 1, 0], [-1, 1, 2]], 3)]))
    emit("integers", sess.run([tf.unsorted_segment_max([1, 2, 3], [0, 0, 2], 4),
                               tf.unsorted_segment_min([1, 2, 3], [0, 0, 2], 4),
                               tf.unsorted_segment_prod([2, 3], [1, 1], 3)]))
    n = tf.placeholder(tf.int32, [], name="n")
    dyn = tf.unsorted_segment_min(data, ids, n)
    emit("dynamic_shape", str(dyn.shape))
    emit("dynamic", sess.run(dyn, {n: 3, data: feed[data]}))
    expect_error(lambda: sess.run(tf.unsorted_segment_max([1.0, 2.0, 3.0], [5, 0, 0], 3)),
                 "out_of_range")
expect_error(lambda: tf.unsorted_segment_prod([1.0, 2.0], [0, 1], [2]), "count_rank")
expect_error(lambda: tf.unsorted_segment_min([1.0, 2.0], [0, 1, 1], 2), "dims")
