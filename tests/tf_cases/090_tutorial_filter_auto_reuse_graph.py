# tier: graph
# The AUTO_REUSE spelling of the fix: each call opens variable_scope("image_filters",
# reuse=tf.AUTO_REUSE); ops go to image_filters_1/...; full node list.
def conv_relu(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape,
                              initializer=tf.ones_initializer())
    biases = tf.get_variable("biases", bias_shape,
                             initializer=tf.constant_initializer(0.0))
    conv = tf.nn.conv2d(input, weights, strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv + biases)


def my_image_filter(input_images):
    with tf.variable_scope("image_filters", reuse=tf.AUTO_REUSE):
        with tf.variable_scope("conv1"):
            return conv_relu(input_images, [1, 1, 2, 3], [3])


image1 = tf.placeholder(tf.float32, [1, 2, 2, 2], name="image1")
image2 = tf.placeholder(tf.float32, [1, 2, 2, 2], name="image2")
result1 = my_image_filter(image1)
result2 = my_image_filter(image2)
emit("variables", tf.global_variables())
emit("results", [result1, result2])
emit("nodes", graph_nodes())
