# tier: semantics
# Division and products with rules of their own: truncatediv / truncatemod (toward zero, the
# remainder with x's sign), tf.floor_div, xlogy / xdivy (0 where x is 0), multiply_no_nan (0
# where y is 0, even for inf or NaN x), reciprocal_no_nan, scalar_mul; their gradients (TruncateDiv passes none,
# TruncateMod has none registered), integer division by zero, and the dtype errors.
x = tf.placeholder(tf.float32, [2, 3], name="x")
y = tf.placeholder(tf.float32, [3], name="y")
outs = [tf.math.xlogy(x, y), tf.math.xdivy(x, y), tf.math.multiply_no_nan(x, y),
        tf.truncatediv(x, y), tf.truncatemod(x, y), tf.floor_div(x, y), tf.scalar_mul(2.0, x),
        tf.math.reciprocal_no_nan(x)]
emit("names", [t.op.name for t in outs])
differentiable = [outs[i] for i in (0, 1, 2, 3, 5, 6, 7)]
grads = [tf.gradients(tf.reduce_sum(t), [x, y]) for t in differentiable]
emit("connected", [[g is not None for g in pair] for pair in grads])
feed = {x: [[0.0, 1.0, -2.5], [3.0, 0.0, 7.0]], y: [0.5, 2.0, -3.0]}
with tf.Session() as sess:
    emit("values", sess.run(outs, feed))
    emit("gradients", sess.run([g for pair in grads for g in pair if g is not None], feed))
    emit("integers", sess.run([tf.truncatediv([7, -7, 7, -7], [2, 2, -2, -2]),
                               tf.truncatemod([7, -7, 7, -7], [2, 2, -2, -2]),
                               tf.floor_div([7, -7], [2, 2]),
                               tf.truncatemod([7.5, -7.5, 1.0], [2.0, 2.0, 0.0])]))
    nan, inf = float("nan"), float("inf")
    emit("zero_rules", sess.run([tf.math.multiply_no_nan([nan, inf, 1.0], [0.0, 0.0, nan]),
                                 tf.math.xlogy([0.0, 0.0, 1.0], [0.0, nan, 0.0]),
                                 tf.math.xdivy([0.0, 0.0, 1.0], [0.0, nan, 0.0])]))
    expect_error(lambda: sess.run(tf.truncatediv([7], [0])), "int_div_zero")
expect_error(lambda: tf.gradients(tf.truncatemod(x, y), x), "truncatemod_grad")
expect_error(lambda: tf.math.multiply_no_nan(tf.constant(1.0), tf.constant(1.0, tf.float64)),
             "mixed_mnn")
expect_error(lambda: tf.math.multiply_no_nan(1, 2), "int_mnn")
expect_error(lambda: tf.math.xlogy(1, 2.0), "int_xlogy")
expect_error(lambda: tf.math.reciprocal_no_nan([1, 2]), "int_reciprocal_no_nan")
expect_error(lambda: tf.scalar_mul(tf.constant([1.0, 2.0]), x), "vector_scalar")
expect_error(lambda: tf.truncatediv(1, 2.0), "mixed_truncatediv")
