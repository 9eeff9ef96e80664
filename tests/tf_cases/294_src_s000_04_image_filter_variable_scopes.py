# tier: opnames
# S000-04: my_image_filter with variable_scope("conv1")/("conv2"): variables conv1/weights, conv1/biases, conv2/weights, conv2/biases.
import numpy as np


def conv_relu(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape,
        initializer=tf.random_normal_initializer())
    biases = tf.get_variable("biases", bias_shape,
        initializer=tf.constant_initializer(0.0))
    conv = tf.nn.conv2d(input, weights,
        strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv + biases)


def my_image_filter(input_images):
    with tf.variable_scope("conv1"):
        # Variables created here will be named "conv1/weights", "conv1/biases".
        relu1 = conv_relu(input_images, [3, 3, 2, 2], [2])
    with tf.variable_scope("conv2"):
        # Variables created here will be named "conv2/weights", "conv2/biases".
        return conv_relu(relu1, [3, 3, 2, 2], [2])


image1 = tf.constant(np.ones([1, 4, 4, 2], np.float32), name='image1')
result1 = my_image_filter(image1)
emit("variables", tf.global_variables())
emit("result1", result1)
emit("ops", [op.name for op in tf.get_default_graph().get_operations()
             if op.type in ('Conv2D', 'AddV2', 'Relu')])
