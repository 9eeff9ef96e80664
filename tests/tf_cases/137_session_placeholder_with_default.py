# tier: opnames
# tf.placeholder_with_default: its op type and name, static shape, and running with and
# without a feed (including a feed of another size when the shape allows it).
d = tf.placeholder_with_default([1.0, 2.0], shape=[None], name="d")
s = tf.placeholder_with_default(tf.constant(3, name="three"), shape=[], name="s")
y = d * 2.0
emit("ops", [[op.name, op.type, [t.name for t in op.inputs]]
             for op in tf.get_default_graph().get_operations()])
emit("shapes", [d.shape, s.shape])
emit("dtypes", [d.dtype, s.dtype])
with tf.Session() as sess:
    emit("default", sess.run([y, s]))
    emit("fed", sess.run(y, {d: [1.0, 2.0, 3.0]}))
    emit("fed_s", sess.run(s, {s: 7}))
    expect_error(lambda: sess.run(s, {s: [1, 2]}), "bad_feed")
