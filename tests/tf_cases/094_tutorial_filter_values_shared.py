# tier: semantics
# With deterministic initializers, the two towers of a shared filter compute the same values
# for the same image; assigning to the shared weights changes both.
import numpy as np


def conv_relu(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape,
                              initializer=tf.constant_initializer(0.25))
    biases = tf.get_variable("biases", bias_shape,
                             initializer=tf.constant_initializer(-1.0))
    conv = tf.nn.conv2d(input, weights, strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv + biases)


def my_image_filter(input_images):
    with tf.variable_scope("conv1"):
        relu1 = conv_relu(input_images, [2, 2, 1, 2], [2])
    with tf.variable_scope("conv2"):
        return conv_relu(relu1, [2, 2, 2, 1], [1])


image1 = tf.placeholder(tf.float32, [1, 3, 3, 1], name="image1")
image2 = tf.placeholder(tf.float32, [1, 3, 3, 1], name="image2")
with tf.variable_scope("image_filters") as scope:
    result1 = my_image_filter(image1)
    scope.reuse_variables()
    result2 = my_image_filter(image2)
with tf.variable_scope("image_filters/conv1", reuse=True):
    w = tf.get_variable("weights")
double = tf.assign(w, w * 2.0)
img = np.arange(9, dtype=np.float32).reshape(1, 3, 3, 1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r1, r2 = sess.run([result1, result2], {image1: img, image2: img})
    emit("r1", r1)
    emit("equal", bool((r1 == r2).all()))
    sess.run(double)
    emit("r2_after", sess.run(result2, {image2: img}))
