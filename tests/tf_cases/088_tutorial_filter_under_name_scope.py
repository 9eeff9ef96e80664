# tier: opnames
# Calling the get_variable filter under tf.name_scope: variables ignore the name scope, ops do
# not; a second call under another name scope collides with the existing variables.
def conv_relu(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape,
                              initializer=tf.random_normal_initializer())
    biases = tf.get_variable("biases", bias_shape,
                             initializer=tf.constant_initializer(0.0))
    conv = tf.nn.conv2d(input, weights, strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv + biases)


def my_image_filter(input_images):
    with tf.variable_scope("conv1"):
        relu1 = conv_relu(input_images, [3, 3, 1, 4], [4])
    with tf.variable_scope("conv2"):
        return conv_relu(relu1, [3, 3, 4, 4], [4])


image = tf.placeholder(tf.float32, [1, 4, 4, 1], name="image")
with tf.name_scope("tower_a"):
    out = my_image_filter(image)
emit("variables", tf.global_variables())
emit("out", out)
emit("out_inputs", [t.name for t in out.op.inputs])
emit("conv_op", out.op.inputs[0].op.inputs[0].op.name)
with tf.name_scope("tower_b"):
    expect_error(lambda: my_image_filter(image), "tower_b")
emit("ops_after", [op.name for op in tf.get_default_graph().get_operations()][-6:])
