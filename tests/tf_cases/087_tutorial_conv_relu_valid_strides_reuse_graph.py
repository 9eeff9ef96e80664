# tier: graph
# conv_relu with a 3x3 kernel, stride 2 and VALID padding, built in scope 'layer' and shared
# with reuse=True for a second input; full node list.
def conv_relu(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape,
                              initializer=tf.constant_initializer(0.5))
    biases = tf.get_variable("biases", bias_shape,
                             initializer=tf.constant_initializer(0.0))
    conv = tf.nn.conv2d(input, weights, strides=[1, 2, 2, 1], padding='VALID')
    return tf.nn.relu(conv + biases)


a = tf.placeholder(tf.float32, [1, 5, 5, 1], name="a")
b = tf.placeholder(tf.float32, [2, 7, 7, 1], name="b")
with tf.variable_scope("layer"):
    ra = conv_relu(a, [3, 3, 1, 2], [2])
with tf.variable_scope("layer", reuse=True):
    rb = conv_relu(b, [3, 3, 1, 2], [2])
emit("shapes", [ra.shape, rb.shape])
emit("variables", tf.global_variables())
emit("nodes", graph_nodes())
