# tier: graph
# Variant of 030: full node list of a float64 conv_relu (stride 2, VALID, truncated normal) in net/conv-1.
def conv_relu(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape, dtype=tf.float64,
                              initializer=tf.truncated_normal_initializer(stddev=0.1))
    biases = tf.get_variable("biases", bias_shape, dtype=tf.float64,
                             initializer=tf.constant_initializer(0.1))
    conv = tf.nn.conv2d(input, weights, strides=[1, 2, 2, 1], padding='VALID')
    return tf.nn.relu(conv + biases)


image = tf.placeholder(tf.float64, [2, 5, 5, 2], name="image")
with tf.variable_scope("net/conv-1"):
    out = conv_relu(image, [3, 3, 2, 4], [4])
emit("nodes", graph_nodes())
emit("out_shape", out.shape)
