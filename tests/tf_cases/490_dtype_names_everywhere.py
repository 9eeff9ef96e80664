# tier: semantics
# Every place that takes a dtype takes what tf.as_dtype takes: the classic names ("float",
# "double", "half"), "_ref" names, DataType enum numbers, numpy types and dtypes, numpy arrays,
# Python float/bool/object. Python int/str/bytes and unknown names are refused with TF's
# TypeError; placeholder words it its own way. DType equality goes through as_dtype.
import numpy as np
emit("names", [tf.as_dtype(v) for v in ("float", "double", "half", "float_ref", "double_ref",
                                        "int8", "int16", "uint8", "bool", "string")])
emit("enums", [tf.as_dtype(v) for v in (1, 2, 3, 9, 10, 19, 101, 1.0)])
emit("numpy", [tf.as_dtype(v) for v in (np.float16, np.int8, np.bool_, np.object_, np.str_,
                                        np.bytes_, np.longlong, np.intc, np.dtype(">f4"),
                                        np.dtype("U3"), np.zeros(2, np.int16))])
emit("python", [tf.as_dtype(v) for v in (float, bool, object)])
for i, bad in enumerate([int, str, bytes, "int", "float64x", None, [1], 0, "f4", np.void]):
    expect_error(lambda: tf.as_dtype(bad), "refused_%d" % i)
emit("equal", [tf.float32 == "float", tf.float64 == np.float64, tf.int32 == 3,
               tf.float32 == "nonsense", tf.float32 != "float64", tf.bool == bool,
               tf.float32 == None, tf.as_dtype("float_ref") == tf.float32])
emit("ref_base", [tf.as_dtype("double_ref").base_dtype, tf.as_dtype("half_ref").is_floating])
for i, bad in enumerate(["int", None, str, "float16x"]):
    expect_error(lambda: tf.placeholder(bad), "placeholder_refused_%d" % i)
ops = [tf.placeholder("half", [1], name="h"), tf.placeholder(np.float64, name="p64"),
       tf.placeholder(bool, name="pb"), tf.constant([1, 2], "float"),
       tf.constant(1.5, dtype="double"), tf.zeros([2], "int8"), tf.ones([1], np.int64),
       tf.fill([2], tf.constant(1, "int16")), tf.cast([1.5, -2.5], "int64"),
       tf.random_normal([2], dtype="double", seed=1), tf.random_uniform([2], dtype="half", seed=2),
       tf.truncated_normal([2], dtype=np.float64, seed=3), tf.range(3, dtype="float")]
v = tf.Variable(tf.ones([2], "double"), name="v")
w = tf.get_variable("w", [2], dtype="half", initializer=tf.zeros_initializer())
u = tf.get_variable("u", [2], dtype=np.int32, initializer=tf.zeros_initializer("int32"))
emit("dtypes", [t.dtype for t in ops] + [v.dtype, w.dtype, u.dtype])
emit("op_names", [t.op.name for t in ops])
expect_error(lambda: tf.zeros([2], "int"), "zeros_int")
expect_error(lambda: tf.cast(1.0, "floaty"), "cast_floaty")
expect_error(lambda: tf.get_variable("z", [1], dtype="int"), "get_variable_int")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(ops[3:9] + [ops[12], v, w, u]))
    emit("half_feed", sess.run(ops[0] * 2, {ops[0]: [1.5]}))
    emit("bool_feed", sess.run(tf.logical_not(ops[2]), {ops[2]: True}))
