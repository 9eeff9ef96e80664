# tier: graph
# tf.string_join: one StringJoin node whose Python inputs are Consts named inputs_<i>; scalars
# repeat to the others' shape; separator is an attribute. Fed str and bytes both reach the
# graph as bytes, so tf.equal with a Python string works. Type and shape errors at build time,
# a shape mismatch seen only when run is an InvalidArgumentError.
s = tf.placeholder(tf.string, [None], name="s")
one = tf.placeholder(tf.string, [], name="one")
j1 = tf.string_join([one, "_x"])
j2 = tf.string_join([s, one, ["p", "q"]], separator=", ", name="joined")
j3 = tf.string_join(["a"])
j4 = tf.string_join([])
eq = tf.equal(s, "b")
ne = tf.not_equal(one, b"hi")
emit("nodes", graph_nodes())
emit("shapes", [t.shape for t in (j1, j2, j3, j4, eq, ne)])
with tf.Session() as sess:
    feed = {s: ["ab", b"c"], one: "hi"}
    emit("values", sess.run([j1, j2, j3, j4, eq, ne], feed))
    emit("size", sess.run(tf.size(s), feed))
    emit("gather", sess.run(tf.gather(s, [1, 0]), feed))
    emit("unicode", sess.run(tf.string_join([one, "\u00e9"]), {one: "caf"}))
    expect_error(lambda: sess.run(tf.string_join([s, ["p", "q", "r"]]), feed), "run_mismatch")
expect_error(lambda: tf.string_join([1, "a"]), "int_input")
expect_error(lambda: tf.string_join([tf.zeros([2]), s]), "float_input")
expect_error(lambda: tf.string_join([["a", "b"], ["a", "b", "c"]]), "shape_mismatch")
expect_error(lambda: tf.string_join([["a"], [["a"]]]), "rank_mismatch")
expect_error(lambda: tf.string_join(["a"], separator=1), "bad_separator")
expect_error(lambda: tf.gradients(tf.string_join([one]), one), "no_gradient")
