# tier: graph
# tf.linspace / tf.lin_space as TF 2's linspace_nd builds it (BroadcastArgs, BroadcastTo,
# Range, SelectV2, the concat of start, inner values and stop, a final Slice), node for node:
# scalars, broadcast vectors along axis -1, int bounds (float64 values), a fed num (0, 1, 5),
# an int64 num, a named call; static shapes, values, gradients to start and stop through the
# composed ops, and TF's errors (float num, bad axis, negative constant num).
lo = tf.placeholder(tf.float32, [], name="lo")
hi = tf.placeholder(tf.float32, [2], name="hi")
n = tf.placeholder(tf.int32, [], name="n")
outs = [tf.linspace(10.0, 13.0, 4), tf.linspace([0.0, 5.0], [10.0, 40.0], 5, axis=-1),
        tf.linspace(1, 2, 3), tf.linspace(lo, hi, n), tf.linspace(lo, 2.0, 3, axis=0),
        tf.linspace(1.0, 2.0, tf.constant(3, tf.int64)), tf.lin_space(1.0, 2.0, 3, name="ls")]
emit("shapes", [str(t.shape) for t in outs])
emit("dtypes", [t.dtype.name for t in outs])
emit("nodes", graph_nodes())
n_before = len(graph_nodes())
grads = tf.gradients([outs[3] * [[1.0, 2.0]], outs[4] * 3.0], [lo, hi])
emit("grad_nodes", graph_nodes()[n_before:])
with tf.Session() as sess:
    emit("values", sess.run(outs[:3] + outs[4:], {lo: 1.0}))
    emit("fed_num", [sess.run(outs[3], {lo: -1.0, hi: [1.0, 3.0], n: k}) for k in (0, 1, 5)])
    emit("grads", sess.run(grads, {lo: -1.0, hi: [1.0, 3.0], n: 4}))
    expect_error(lambda: sess.run(outs[3], {lo: 0.0, hi: [1.0, 2.0], n: -1}), "run_negative")
expect_error(lambda: tf.linspace(1.0, 2.0, 3.0), "float_num")
expect_error(lambda: tf.linspace(1.0, 2.0, 3, axis=1), "bad_axis")
expect_error(lambda: tf.linspace(1.0, 2.0, -1), "negative_num")
