# tier: semantics
# DType properties TF1 code uses on variables: the _ref dtypes, base_dtype, comparisons,
# is_floating/is_integer, as_numpy_dtype, size and limits.
import numpy as np

v = tf.Variable(1.0, name="v")
d = v.dtype
emit("ref", [d, d.base_dtype, d.is_floating, d == tf.float32, d.base_dtype == tf.float32])
emit("value_dtype", [v.value().dtype, v.initial_value.dtype])
emit("compat", [d.is_compatible_with(tf.float32), tf.float32.is_compatible_with(d)])
emit("props", [tf.int32.is_integer, tf.bool.is_bool, tf.float16.is_floating,
               tf.uint8.is_unsigned, tf.int8.is_unsigned])
emit("numpy", [tf.float32.as_numpy_dtype is np.float32, tf.int64.as_numpy_dtype is np.int64])
emit("as_dtype", [tf.as_dtype(np.float64), tf.as_dtype("int16"), tf.as_dtype(tf.float32)])
emit("names", [tf.float32.name, tf.half.name, tf.double.name])
expect_error(lambda: tf.as_dtype("float31"), "bad_dtype")
emit("size", [tf.int64.size, tf.float64.size, tf.float16.size])
emit("limits", [tf.int8.min, tf.int8.max, tf.uint8.max])
