# tier: semantics
# Variant of 001: conv_relu in float64 under a name_scope and dotted/dashed nested scopes.
def conv_relu(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape, dtype=tf.float64,
                              initializer=tf.truncated_normal_initializer(stddev=0.1))
    biases = tf.get_variable("biases", bias_shape, dtype=tf.float64,
                             initializer=tf.constant_initializer(0.1))
    conv = tf.nn.conv2d(input, weights, strides=[1, 2, 2, 1], padding='VALID')
    return tf.nn.relu(conv + biases)


def my_image_filter(input_images):
    with tf.variable_scope("conv-1.a"):
        relu1 = conv_relu(input_images, [3, 3, 3, 8], [8])
    with tf.variable_scope("conv_2/inner"):
        return conv_relu(relu1, [1, 1, 8, 4], [4])


with tf.name_scope("tower0"):
    image = tf.placeholder(tf.float64, [2, 9, 9, 3], name="image")
    with tf.variable_scope("net.v2"):
        result = my_image_filter(image)
emit("global_variables", tf.global_variables())
emit("trainable_variables", tf.trainable_variables())
emit("shapes", [v.shape for v in tf.global_variables()])
emit("dtypes", [v.dtype for v in tf.global_variables()])
emit("result_shape", result.shape)
emit("result_dtype", result.dtype)
emit("result_name", result.name)
