# tier: graph
# tf.logical_and / logical_or (bool only, broadcasting; Python bools become Consts named x/y),
# tf.logical_xor built from LogicalOr, LogicalAnd and LogicalNot, and tf.reduce_all /
# reduce_any (All/Any reductions without a T attribute). Floats and Python ints are refused.
a = tf.placeholder(tf.bool, [2, 3], name="a")
b = tf.placeholder(tf.bool, [3], name="b")
ops = [tf.logical_and(a, b), tf.logical_or(a, True), tf.logical_xor(a, b),
       tf.logical_xor(a, b, name="x2"), tf.logical_and([True, False], [True, True]),
       tf.reduce_all(a), tf.reduce_any(a, 1), tf.reduce_all(a, axis=0, keepdims=True),
       tf.reduce_any([False, True]), tf.reduce_all(b, reduction_indices=[0], keep_dims=True),
       tf.reduce_any(tf.placeholder(tf.bool, name="u"))]
emit("nodes", graph_nodes())
emit("shapes", [t.shape for t in ops])
emit("attrs", [ops[5].op.get_attr("keep_dims"), ops[5].op.get_attr("Tidx")])
expect_error(lambda: ops[5].op.get_attr("T"), "no_T_attr")
with tf.Session() as sess:
    feed = {a: [[True, False, True], [True, True, True]], b: [True, False, False]}
    emit("values", sess.run(ops[:10], feed))
expect_error(lambda: tf.logical_and(tf.zeros([2]), b), "float_x")
expect_error(lambda: tf.logical_or(b, [1, 0, 1]), "int_list_y")
expect_error(lambda: tf.reduce_all(tf.zeros([2])), "reduce_all_float")
expect_error(lambda: tf.reduce_any([1, 0]), "reduce_any_ints")
expect_error(lambda: tf.logical_and(a, tf.placeholder(tf.bool, [2])), "broadcast")
