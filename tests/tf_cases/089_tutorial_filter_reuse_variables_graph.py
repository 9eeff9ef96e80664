# tier: graph
# The tutorial's fix: one variable_scope("image_filters"), scope.reuse_variables() between the
# two calls; full node list.
def conv_relu(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape,
                              initializer=tf.random_normal_initializer())
    biases = tf.get_variable("biases", bias_shape,
                             initializer=tf.constant_initializer(0.0))
    conv = tf.nn.conv2d(input, weights, strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv + biases)


def my_image_filter(input_images):
    with tf.variable_scope("conv1"):
        relu1 = conv_relu(input_images, [2, 2, 1, 1], [1])
    with tf.variable_scope("conv2"):
        return conv_relu(relu1, [2, 2, 1, 1], [1])


image1 = tf.placeholder(tf.float32, [1, 3, 3, 1], name="image1")
image2 = tf.placeholder(tf.float32, [1, 3, 3, 1], name="image2")
with tf.variable_scope("image_filters") as scope:
    result1 = my_image_filter(image1)
    scope.reuse_variables()
    result2 = my_image_filter(image2)
emit("variables", tf.global_variables())
emit("results", [result1, result2])
emit("nodes", graph_nodes())
