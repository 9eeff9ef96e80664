# tier: graph
# The graphs of unsorted_segment_mean (the counts as an UnsortedSegmentSum of ones, reshaped
# and clipped at 1) and of the segment gradients, node for node: SegmentMean's counts,
# SegmentMax's Equal/Cast/SegmentSum/SelectV2, SegmentProd's zero counting, and the unsorted
# ones' gathers that drop negative ids.
data = tf.placeholder(tf.float32, [None, 2], name="data")
ids = tf.placeholder(tf.int32, [None], name="ids")
n = tf.placeholder(tf.int32, [], name="n")
outs = [tf.segment_mean(data, ids), tf.segment_max(data, ids), tf.segment_prod(data, ids),
        tf.unsorted_segment_max(data, ids, n), tf.unsorted_segment_prod(data, ids, n),
        tf.unsorted_segment_mean(data, ids, n)]
grads = tf.gradients([tf.reduce_sum(t) for t in outs], data)
emit("shapes", [str(t.shape) for t in outs])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(grads, {data: [[1.0, -2.0], [3.0, 0.0], [5.0, 6.0], [0.0, 0.0]],
                                     ids: [0, 1, 1, 2], n: 3}))
