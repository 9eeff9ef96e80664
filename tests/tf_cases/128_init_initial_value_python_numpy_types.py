# tier: semantics
# Dtypes inferred from initial values: python ints, floats, bools and nested lists, numpy
# float64/int64/float32 arrays and scalars; get_variable with a numpy initializer.
import numpy as np

vs = [
    tf.Variable(1, name="int"),
    tf.Variable(1.5, name="float"),
    tf.Variable(True, name="bool"),
    tf.Variable([[1, 2], [3, 4]], name="int_list"),
    tf.Variable([1, 2.5], name="mixed_list"),
    tf.Variable(np.array([1.0, 2.0]), name="np_f64"),
    tf.Variable(np.array([1, 2], dtype=np.int64), name="np_i64"),
    tf.Variable(np.float32(3.0), name="np_f32_scalar"),
    tf.Variable(np.zeros([2, 3], dtype=np.float32), name="np_f32"),
]
emit("dtypes", [v.dtype for v in vs])
emit("shapes", [v.shape for v in vs])
g1 = tf.get_variable("g_np64", initializer=np.array([1.0, 2.0]))
g2 = tf.get_variable("g_list", initializer=[1, 2, 3])
g3 = tf.get_variable("g_float", initializer=2.5)
emit("get_variable_dtypes", [g1.dtype, g2.dtype, g3.dtype])
emit("get_variable_shapes", [g1.shape, g2.shape, g3.shape])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(vs + [g1, g2, g3]))
