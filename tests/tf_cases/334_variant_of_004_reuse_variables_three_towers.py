# tier: semantics
# Variant of 004: reuse_variables() after the first of three towers, inside a name_scope, float64.
import numpy as np


def conv_relu(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape, dtype=tf.float64,
                              initializer=tf.random_uniform_initializer(-1.0, 1.0))
    biases = tf.get_variable("biases", bias_shape, dtype=tf.float64,
                             initializer=tf.constant_initializer(0.5))
    conv = tf.nn.conv2d(input, weights, strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv + biases)


def my_image_filter(input_images):
    with tf.variable_scope("c1"):
        relu1 = conv_relu(input_images, [2, 2, 2, 3], [3])
    with tf.variable_scope("c2"):
        return conv_relu(relu1, [2, 2, 3, 3], [3])


imgs = [tf.placeholder(tf.float64, [2, 5, 5, 2], name="img_%d" % i) for i in range(3)]
with tf.name_scope("towers"):
    with tf.variable_scope("filters-2") as scope:
        emit("reuse_initially", scope.reuse)
        outs = [my_image_filter(imgs[0])]
        scope.reuse_variables()
        outs += [my_image_filter(imgs[1]), my_image_filter(imgs[2])]
        emit("scope_reuse", scope.reuse)
        emit("current_reuse", tf.get_variable_scope().reuse)
emit("variables", tf.global_variables())
emit("outs", outs)
data = np.linspace(-1.0, 1.0, 100).reshape(2, 5, 5, 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run(outs, {imgs[0]: data, imgs[1]: data, imgs[2]: data})
emit("outputs_identical", bool(np.array_equal(r[0], r[1]) and np.array_equal(r[1], r[2])))
emit("output_dtype", r[0].dtype.name)
emit("output_shape", list(r[0].shape))
