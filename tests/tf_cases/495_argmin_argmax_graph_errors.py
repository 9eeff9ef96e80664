# tier: graph
# tf.argmin/argmax and TF1's arg_min/arg_max: the axis is an input named dimension (int32 or
# int64), default 0; output int64 or int32 (ArgMax also int16); shapes drop the axis; bad
# types, both axis and dimension, an axis out of range are refused when building; NaN is
# skipped; no gradient flows through them.
x = tf.placeholder(tf.float32, [2, 3], name="x")
u = tf.placeholder(tf.float32, name="u")
ops = [tf.argmin(x), tf.argmax(x, -1), tf.arg_min(x, 1, output_type=tf.int32),
       tf.arg_max(x, 0, name="amax"), tf.argmin(x, tf.constant(1, tf.int64)),
       tf.argmax(u, 1), tf.argmin(x, tf.placeholder(tf.int32, [], name="ax")),
       tf.argmax([True, False, True]), tf.argmin(tf.constant(3.0)),
       tf.argmax(x, dimension=1, output_type=tf.int16), tf.argmin([[1, 0], [0, 1]], 1)]
emit("nodes", graph_nodes())
emit("shapes", [t.shape for t in ops])
emit("dtypes", [t.dtype for t in ops])
nan = float("nan")
with tf.Session() as sess:
    emit("values", sess.run(ops[:5] + ops[7:8] + ops[9:], {x: [[1.0, -3.0, 5.0], [7.0, 7.0, 0.0]]}))
    emit("nan", sess.run([tf.argmin(x, 1), tf.argmax(x, 1)], {x: [[nan, 1.0, 0.5], [2.0, nan, 9.0]]}))
    emit("unknown", sess.run(ops[5], {u: [[1.0, 2.0], [4.0, 3.0]]}))
    expect_error(lambda: sess.run(ops[5], {u: [1.0, 2.0]}), "run_bad_axis")
    expect_error(lambda: sess.run(tf.argmin(u), {u: []}), "run_empty_axis")
emit("no_grad", tf.gradients(tf.cast(tf.argmax(x, 1), tf.float32), x))
expect_error(lambda: tf.argmin(x, 1, dimension=1), "axis_and_dimension")
expect_error(lambda: tf.argmax(x, 2), "axis_out_of_range")
expect_error(lambda: tf.argmin(x, -3), "negative_out_of_range")
expect_error(lambda: tf.argmin(x, 1.0), "float_axis")
expect_error(lambda: tf.argmin(x, 1, output_type=tf.int16), "argmin_int16")
expect_error(lambda: tf.argmax(x, 1, output_type=tf.float32), "argmax_float_out")
expect_error(lambda: tf.argmax(tf.constant(["a"])), "string_input")
