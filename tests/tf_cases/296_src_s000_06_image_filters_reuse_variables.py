# tier: opnames
# S000-06: with variable_scope("image_filters") as scope: ... scope.reuse_variables(): the second image reuses the filters.
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
with tf.variable_scope("image_filters") as scope:
    result1 = my_image_filter(image1)
    emit("reuse_before", scope.reuse)
    scope.reuse_variables()
    emit("reuse_after", [scope.reuse, tf.get_variable_scope().reuse])
    result2 = my_image_filter(image2)
emit("variables", tf.global_variables())
emit("results", [result1, result2])
emit("conv_ops", [[op.name, [t.name for t in op.inputs]]
                  for op in tf.get_default_graph().get_operations() if op.type == 'Conv2D'])
emit("reuse_outside", tf.get_variable_scope().reuse)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r1, r2 = sess.run([result1, result2])
emit("same_outputs", bool(np.array_equal(r1, r2)))
