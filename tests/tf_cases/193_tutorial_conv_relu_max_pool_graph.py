# tier: graph
# A conv_relu layer followed by 2x2 max pooling, shared across two inputs with reuse=True;
# full node list.
def conv_relu_pool(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape, initializer=tf.ones_initializer())
    biases = tf.get_variable("biases", bias_shape, initializer=tf.zeros_initializer())
    conv = tf.nn.conv2d(input, weights, strides=[1, 1, 1, 1], padding="SAME")
    relu = tf.nn.relu(conv + biases)
    return tf.nn.max_pool(relu, ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding="SAME")


a = tf.placeholder(tf.float32, [1, 4, 4, 1], name="a")
b = tf.placeholder(tf.float32, [1, 4, 4, 1], name="b")
with tf.variable_scope("conv1"):
    pa = conv_relu_pool(a, [2, 2, 1, 2], [2])
with tf.variable_scope("conv1", reuse=True):
    pb = conv_relu_pool(b, [2, 2, 1, 2], [2])
emit("shapes", [pa.shape, pb.shape])
emit("nodes", graph_nodes())
