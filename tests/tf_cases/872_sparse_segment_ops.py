# tier: graph
# tf.sparse_segment_sum / mean / sqrt_n, as bag-of-words models pool embedding rows per
# sentence without gathering them first: values (a skipped segment id gives zeros, a row
# picked twice counts twice), gradients through SparseSegment*Grad fed the data's row count,
# the graph TF builds (inputs converted under the op's scope), the static shape, and TF's
# run-time errors for an index out of range and decreasing segment ids. Found missing by a
# word-embedding program.
import numpy as np

tf.set_random_seed(872)
emb = tf.get_variable("emb", [6, 3], initializer=tf.random_normal_initializer(seed=1))
indices = tf.placeholder(tf.int32, [None], name="indices")
ids = tf.placeholder(tf.int64, [None], name="ids")
outs = [tf.sparse_segment_sum(emb, indices, ids), tf.sparse_segment_mean(emb, indices, ids),
        tf.sparse_segment_sqrt_n(emb, indices, ids, name="pooled"),
        tf.sparse_segment_sum(emb, [1, 1, 4], [0, 0, 2])]
weights = tf.constant(np.arange(1.0, 10.0, dtype=np.float32).reshape(3, 3))
loss = tf.add_n([tf.reduce_sum(o[:3] * weights) for o in outs[:3]])
grads = tf.gradients(loss, emb)
emit("shapes", [str(o.shape) for o in outs])
emit("nodes", graph_nodes())
feed = {indices: [0, 3, 3, 5, 2, 1], ids: [0, 0, 0, 2, 2, 3]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(outs, feed))
    emit("grads", sess.run(grads, feed))
    expect_error(lambda: sess.run(outs[0], {indices: [0, 6], ids: [0, 1]}), "index_range")
    expect_error(lambda: sess.run(outs[1], {indices: [0, 1], ids: [1, 0]}), "not_sorted")
    expect_error(lambda: sess.run(outs[2], {indices: [0, 1], ids: [0]}), "sizes")
