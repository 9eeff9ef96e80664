# tier: graph
# The Sharing Variables tutorial's filter, applied to two images with reuse, then trained:
# each shared weight gets one AddN of its two gradients and one ApplyGradientDescent.
import numpy as np


def conv_relu(inp, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape,
                              initializer=tf.constant_initializer(0.05))
    biases = tf.get_variable("biases", bias_shape, initializer=tf.constant_initializer(0.1))
    conv = tf.nn.conv2d(inp, weights, strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv + biases)


def image_filter(input_images):
    with tf.variable_scope("conv1"):
        relu1 = conv_relu(input_images, [3, 3, 2, 2], [2])
    with tf.variable_scope("conv2"):
        return conv_relu(relu1, [3, 3, 2, 2], [2])


image1 = tf.placeholder(tf.float32, [1, 4, 4, 2], name='image1')
image2 = tf.placeholder(tf.float32, [1, 4, 4, 2], name='image2')
with tf.variable_scope("image_filters") as scope:
    result1 = image_filter(image1)
    scope.reuse_variables()
    result2 = image_filter(image2)
loss = tf.reduce_mean(tf.square(result1 - result2 - 0.5))
n = len(graph_nodes())
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
emit("nodes", graph_nodes()[n:])
rng = np.random.RandomState(7)
feed = {image1: rng.rand(1, 4, 4, 2), image2: rng.rand(1, 4, 4, 2)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    before = sess.run(loss, feed)
    for _ in range(3):
        sess.run(train, feed)
    emit("loss", [before, sess.run(loss, feed)])
    emit("variables", sess.run(tf.trainable_variables()))
