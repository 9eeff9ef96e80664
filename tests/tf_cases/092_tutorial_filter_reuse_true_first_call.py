# tier: semantics
# Calling the filter for the first time under reuse=True fails on the first get_variable, with
# the full variable name in the message; nothing is created.
def conv_relu(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape,
                              initializer=tf.random_normal_initializer())
    biases = tf.get_variable("biases", bias_shape,
                             initializer=tf.constant_initializer(0.0))
    conv = tf.nn.conv2d(input, weights, strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv + biases)


def my_image_filter(input_images):
    with tf.variable_scope("conv1"):
        relu1 = conv_relu(input_images, [5, 5, 32, 32], [32])
    with tf.variable_scope("conv2"):
        return conv_relu(relu1, [5, 5, 32, 32], [32])


image = tf.placeholder(tf.float32, [1, 8, 8, 32], name="image")
with tf.variable_scope("image_filters", reuse=True):
    expect_error(lambda: my_image_filter(image), "first_call_reuse")
emit("variables", tf.global_variables())
with tf.variable_scope("image_filters", reuse=tf.AUTO_REUSE):
    my_image_filter(image)
with tf.variable_scope("image_filters", reuse=True):
    my_image_filter(image)
emit("variables_after", tf.global_variables())
