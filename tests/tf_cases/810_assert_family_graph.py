# tier: graph
# The graphs of tf.Assert and the tf.assert_* checks, node for node: a plain Assert when all
# data are strings or int32, else guarded by the AssertGuard cond; element-wise checks in their
# own scope (x and y converted there, All over the comparison); sign checks as assert_less(_equal)
# of a zero Const; rank checks as a NoOp when the static shape decides, else Rank, Equal and
# Assert (with a nested scalar check of a fed rank); assert_near's tolerance ops; the NoOps of
# assert_type / assert_integer; and a control dependency on a check.
x = tf.placeholder(tf.float32, [None], name="x")
y = tf.placeholder(tf.float32, [None], name="y")
i = tf.placeholder(tf.int32, [None], name="i")
anything = tf.placeholder(tf.float32, name="anything")
r = tf.placeholder(tf.int32, name="r")
checks = [tf.assert_less(x, y), tf.assert_positive(x, message="x positive"),
          tf.assert_non_positive(x), tf.assert_greater_equal(i, 0, summarize=5),
          tf.Assert(tf.reduce_all(i > 0), ["i: ", i], name="plain"),
          tf.Assert(x[0] > 0, [x, "first"]), tf.assert_equal(x, x), tf.assert_equal(i, 3),
          tf.assert_none_equal(i, 0), tf.assert_rank(x, 1), tf.assert_rank(anything, 2),
          tf.assert_rank_at_least(anything, 1), tf.assert_rank(anything, r),
          tf.assert_near(x, y), tf.assert_type(i, tf.int32), tf.assert_integer(i),
          tf.assert_greater(x, y, data=[x], message="custom", name="custom_check"),
          tf.assert_negative(x), tf.assert_less_equal(x, 1.0)]
emit("returned", [c.name for c in checks])
with tf.control_dependencies([checks[0]]):
    total = tf.reduce_sum(x)
emit("scalar", tf.assert_scalar(total).name)
emit("scalar_const", tf.assert_scalar(3.0).name)
emit("nodes", graph_nodes())
