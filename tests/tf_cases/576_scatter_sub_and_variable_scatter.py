# tier: graph
# tf.scatter_sub subtracts rows (repeated indices add up) and returns the variable's reference;
# Variable.scatter_sub / scatter_add / scatter_update take an IndexedSlices (a TypeError
# otherwise) and build the same ops. ScatterSub passes no gradient back.
v = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], name="v")
s1 = tf.scatter_sub(v, [2, 0, 2], [[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]])
delta = tf.IndexedSlices(tf.constant([[0.5, 0.5]], name="rows"), tf.constant([1], name="at"))
s2 = v.scatter_sub(delta, name="sub_rows")
s3 = v.scatter_add(delta)
s4 = v.scatter_update(delta, use_locking=False)
emit("ops", [s1, s2, s3, s4, s1.dtype, s1.shape])
emit("nodes", graph_nodes())
expect_error(lambda: v.scatter_sub(tf.constant([1.0])), "not_slices")
emit("grad", tf.gradients(s1, v))
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("s1", sess.run(s1))
    emit("s2", sess.run(s2))
    emit("s3", sess.run(s3))
    emit("s4", sess.run(s4))
