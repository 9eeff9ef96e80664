# tier: graph
# tf.train.piecewise_constant: its arguments become tensors outside the scope, int32 boundaries
# of the int64 global step are cast there (Cast, Cast_1), then an exclusive tf.case in
# PiecewiseConstant picks the value; piecewise_constant_decay is the same function. Errors:
# boundaries of another dtype than the step (but int32 for int64), values of mixed dtypes,
# lengths that do not fit, no boundaries at all (an IndexError, after the scope is taken).
step = tf.train.get_or_create_global_step()
lr = tf.train.piecewise_constant(step, [10, 20], [1.0, 0.5, 0.1])
emit("lr", [lr.name, lr.dtype.name, lr.shape.as_list()])
emit("nodes", graph_nodes())
emit("same_function", tf.train.piecewise_constant_decay is tf.train.piecewise_constant)
s32 = tf.placeholder(tf.int32, [], name="s32")
s64 = tf.placeholder(tf.int64, [], name="s64")
sf = tf.placeholder(tf.float32, [], name="sf")
expect_error(lambda: tf.train.piecewise_constant(s32, [10, 20], [1.0, 0.5]), "length")
expect_error(lambda: tf.train.piecewise_constant(s32, [10, 20], [1.0, 0.5, 1]), "values_dtype")
expect_error(lambda: tf.train.piecewise_constant(sf, [10, 20], [1.0, 0.5, 0.1]), "int_for_float")
expect_error(lambda: tf.train.piecewise_constant(s64, [10.0, 20.0], [1.0, 0.5, 0.1]),
             "float_for_int64")
expect_error(lambda: tf.train.piecewise_constant(s32, [], [1.0]), "no_boundaries")
expect_error(lambda: tf.train.piecewise_constant(
    s64, [tf.constant(5, tf.int64)], [tf.constant(1.0, tf.float64), 2.0]), "tensor_values")
emit("float_step", tf.train.piecewise_constant(sf, [10.0, 20.0], [1.0, 0.5, 0.1]).name)
as_ints = tf.train.piecewise_constant(s32, [10], [1, 2], name="pc")
emit("int_values", [as_ints.name, as_ints.dtype.name])
scalar_boundary = tf.train.piecewise_constant_decay(s32, 5, [1.0, 2.0])
emit("scalar_boundary", scalar_boundary.name)
from_python = tf.train.piecewise_constant(5, [3, 7], [1.0, 2.0, 3.0])
lr4 = tf.train.piecewise_constant(s64, [10, 20, 30], [1.0, 0.5, 0.1, 0.01])
with tf.Session() as sess:
    emit("values", [float(sess.run(lr4, {s64: v})) for v in [0, 10, 11, 20, 25, 30, 31, 100]])
    emit("ints", [int(sess.run(as_ints, {s32: v})) for v in [9, 10, 11]])
    emit("from_python", float(sess.run(from_python)))
    sess.run(tf.global_variables_initializer())
    emit("at_zero", float(sess.run(lr)))
    sess.run(step.assign(15))
    emit("at_15", float(sess.run(lr)))
