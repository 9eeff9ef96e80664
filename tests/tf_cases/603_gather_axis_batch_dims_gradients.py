# tier: graph
# tf.gather along another axis than 0, with negative axes, batch_dims and an axis tensor: static
# shapes, values, TF's shape error; and the gradient TF builds for them (dense: the gathered
# axes transposed after the batch axes, UnsortedSegmentSum with each batch entry's indices
# offset by _GetBatchIndices, transposed back), node for node, with its values.
p = tf.placeholder(tf.float32, [2, 3, 4], name="p")
k = tf.placeholder(tf.int32, [], name="k")
free = tf.placeholder(tf.float32, [None, None, 4], name="free")
outs = [tf.gather(p, [[2, 0]], axis=1), tf.gather(p, [[2, 0], [1, 1]], axis=1, batch_dims=1),
        tf.gather(p, [[3, 0, 3], [1, 1, 2]], axis=-1, batch_dims=-1),
        tf.gather(p, [[1, 0], [1, 1]], axis=0, batch_dims=1), tf.gather(p, [0, 2], axis=k),
        tf.gather(p, [[[1], [0], [1]], [[0], [0], [1]]], axis=2, batch_dims=2),
        tf.gather(free, [1, 1], axis=1), tf.gather(p, [1, 0], axis=tf.constant(2, tf.int64))]
emit("shapes", [str(t.shape) for t in outs])
emit("nodes", graph_nodes())
expect_error(lambda: tf.gather(p, [0], axis=3), "axis_too_large")
expect_error(lambda: tf.gather(p, [0], axis=-4), "axis_too_small")
differentiable = [0, 1, 2, 4, 5, 6]
grads = []
for i in differentiable:
    n = len(graph_nodes())
    weights = tf.reshape(tf.cast(tf.range(tf.size(outs[i])), tf.float32), tf.shape(outs[i]))
    grads.append(tf.gradients(outs[i] * weights, p if i != 6 else free)[0])
    emit("grad_nodes_%d" % i, graph_nodes()[n:])
pv = [[[float(12 * a + 4 * b + c) for c in range(4)] for b in range(3)] for a in range(2)]
with tf.Session() as sess:
    emit("values", sess.run(outs, {p: pv, k: 2, free: pv}))
    emit("grads", sess.run(grads, {p: pv, free: pv, k: 1}))
