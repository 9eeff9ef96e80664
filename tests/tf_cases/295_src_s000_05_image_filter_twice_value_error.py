# tier: semantics
# S000-05: calling the scoped my_image_filter twice raises ValueError (... conv1/weights already exists ...).
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
        relu1 = conv_relu(input_images, [3, 3, 2, 2], [2])
    with tf.variable_scope("conv2"):
        return conv_relu(relu1, [3, 3, 2, 2], [2])


image1 = tf.constant(np.ones([1, 4, 4, 2], np.float32), name='image1')
image2 = tf.constant(np.ones([1, 4, 4, 2], np.float32), name='image2')
result1 = my_image_filter(image1)
res = expect_error(lambda: my_image_filter(image2), "second_call")
emit("mentions_conv1_weights", "conv1/weights already exists" in (res.get("message") or ""))
emit("variables_after_error", tf.global_variables())
emit("scope_after_error", [tf.get_variable_scope().name, tf.get_default_graph().get_name_scope()])
