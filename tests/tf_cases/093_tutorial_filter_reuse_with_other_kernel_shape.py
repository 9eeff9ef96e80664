# tier: semantics
# Reusing the filter with another kernel shape or another dtype: the error names the variable
# and both shapes/dtypes.
def conv_relu(input, kernel_shape, bias_shape, dtype=tf.float32):
    weights = tf.get_variable("weights", kernel_shape, dtype=dtype,
                              initializer=tf.random_normal_initializer())
    biases = tf.get_variable("biases", bias_shape, dtype=dtype,
                             initializer=tf.constant_initializer(0.0))
    return weights, biases


with tf.variable_scope("conv1"):
    conv_relu(None, [5, 5, 3, 8], [8])
with tf.variable_scope("conv1", reuse=True):
    expect_error(lambda: conv_relu(None, [3, 3, 3, 8], [8]), "kernel_shape")
    expect_error(lambda: conv_relu(None, [5, 5, 3, 8], [4]), "bias_shape_not_reached")
    expect_error(lambda: conv_relu(None, [5, 5, 3, 8], [8], dtype=tf.float64), "dtype")
    w, b = conv_relu(None, [5, 5, 3, 8], [8])
emit("shared", [w, b])
with tf.variable_scope("conv1", reuse=True):
    expect_error(lambda: tf.get_variable("biases", [2, 4]), "bias_rank")
    expect_error(lambda: tf.get_variable("biases", [8], dtype=tf.int32), "bias_int")
