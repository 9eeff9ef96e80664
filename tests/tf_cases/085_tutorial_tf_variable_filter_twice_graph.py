# tier: graph
# Sharing-variables tutorial, first version: my_image_filter built from tf.Variable creates a
# fresh set of variables on each call (conv1_weights_1, ...); full node list.
def my_image_filter(input_images):
    conv1_weights = tf.Variable(tf.random_normal([2, 2, 1, 2]), name="conv1_weights")
    conv1_biases = tf.Variable(tf.zeros([2]), name="conv1_biases")
    conv1 = tf.nn.conv2d(input_images, conv1_weights, strides=[1, 1, 1, 1], padding='SAME')
    relu1 = tf.nn.relu(conv1 + conv1_biases)
    conv2_weights = tf.Variable(tf.random_normal([2, 2, 2, 2]), name="conv2_weights")
    conv2_biases = tf.Variable(tf.zeros([2]), name="conv2_biases")
    conv2 = tf.nn.conv2d(relu1, conv2_weights, strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv2 + conv2_biases)


image1 = tf.placeholder(tf.float32, [1, 3, 3, 1], name="image1")
image2 = tf.placeholder(tf.float32, [1, 3, 3, 1], name="image2")
r1 = my_image_filter(image1)
r2 = my_image_filter(image2)
emit("variables", tf.global_variables())
emit("results", [r1, r2])
emit("nodes", graph_nodes())
