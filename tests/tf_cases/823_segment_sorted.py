# tier: semantics
# The sorted segment reductions (SegmentSum, Mean, Max, Min, Prod): one row per id up to the
# last, skipped ids giving 0 (1 for prod), an unknown static first size, integer means
# truncated, the gradients (ties share a max; a segment's single zero gets the product of the
# rest), and TF's errors: ids that decrease or start below 0, a length that differs from the
# data's rows (when run), ids of rank 2 or of a float type (when built).
data = tf.placeholder(tf.float32, [6, 2], name="data")
ids = tf.constant([0, 0, 1, 3, 3, 3], name="ids")
outs = [tf.segment_sum(data, ids), tf.segment_mean(data, ids), tf.segment_max(data, ids),
        tf.segment_min(data, ids), tf.math.segment_prod(data, ids)]
emit("types", [t.op.type for t in outs])
emit("shapes", [str(t.shape) for t in outs])
grads = [tf.gradients(tf.reduce_sum(t * t), data)[0] for t in outs]
feed = {data: [[1.0, -2.0], [3.0, 0.0], [5.0, 6.0], [2.0, 0.0], [2.0, 0.5], [-1.0, 0.0]]}
with tf.Session() as sess:
    emit("values", sess.run(outs, feed))
    emit("gradients", sess.run(grads, feed))
    emit("integers", sess.run([tf.segment_mean([1, 2, 4, -3, -4], [0, 0, 2, 2, 2]),
                               tf.segment_sum([1, 2, 3], [0, 0, 2]),
                               tf.segment_max([1.0, 2.0], [1, 1]),
                               tf.segment_prod(tf.constant([2, 3], tf.int64), [2, 2])]))
    emit("empty", sess.run(tf.segment_sum(tf.zeros([0, 3]), tf.zeros([0], tf.int32))).shape)
    expect_error(lambda: sess.run(tf.segment_sum([1.0, 2.0, 3.0], [1, 0, 0])), "decreasing")
    expect_error(lambda: sess.run(tf.segment_max([1.0, 2.0, 3.0], [-1, 0, 0])), "negative")
    expect_error(lambda: sess.run(tf.segment_min([1.0, 2.0], [0, 0, 1])), "length")
expect_error(lambda: tf.segment_sum([1.0, 2.0], [[0, 1]]), "rank")
expect_error(lambda: tf.segment_sum([1.0, 2.0], [0.0, 1.0]), "float_ids")
