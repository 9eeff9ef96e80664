# tier: semantics
# tf.Variable's dtype argument converts Python values and checks tensors: floats to float64,
# ints to float32, numpy float64 to float32; a float tensor with dtype=int32 or 1.5 with
# int32 is an error.
import numpy as np

a = tf.Variable([1, 2], dtype=tf.float32, name="a")
b = tf.Variable(1.5, dtype=tf.float64, name="b")
c = tf.Variable(np.array([0.5, 1.5]), dtype=tf.float32, name="c")
d = tf.Variable(3, dtype=tf.int64, name="d")
emit("dtypes", [a.dtype, b.dtype, c.dtype, d.dtype])
emit("initial_value_dtypes", [v.initial_value.dtype for v in (a, b, c, d)])
expect_error(lambda: tf.Variable(1.5, dtype=tf.int32, name="bad"), "float_to_int")
expect_error(lambda: tf.Variable(tf.constant([1.0]), dtype=tf.int32, name="bad2"), "tensor_to_int")
expect_error(lambda: tf.get_variable("g", initializer=tf.constant([1.0]), dtype=tf.int32),
             "get_variable_tensor_dtype")
e = tf.get_variable("e", [2], dtype=tf.float64, initializer=tf.constant_initializer(2))
emit("e", [e.dtype, e.initial_value.dtype])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([a, b, c, d, e]))
