# tier: opnames
# S000-01: my_image_filter built from four tf.Variables; the source says calling it twice creates two sets of variables.
import numpy as np


def my_image_filter(input_images):
    conv1_weights = tf.Variable(tf.random_normal([3, 3, 2, 2]),
        name="conv1_weights")
    conv1_biases = tf.Variable(tf.zeros([2]), name="conv1_biases")
    conv1 = tf.nn.conv2d(input_images, conv1_weights,
        strides=[1, 1, 1, 1], padding='SAME')
    relu1 = tf.nn.relu(conv1 + conv1_biases)

    conv2_weights = tf.Variable(tf.random_normal([3, 3, 2, 2]),
        name="conv2_weights")
    conv2_biases = tf.Variable(tf.zeros([2]), name="conv2_biases")
    conv2 = tf.nn.conv2d(relu1, conv2_weights,
        strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv2 + conv2_biases)


image1 = tf.constant(np.ones([1, 4, 4, 2], np.float32), name='image1')
image2 = tf.constant(np.ones([1, 4, 4, 2], np.float32), name='image2')
# First call creates one set of variables.
result1 = my_image_filter(image1)
# Another set is created in the second call.
result2 = my_image_filter(image2)
emit("variables", tf.global_variables())
emit("trainable_count", len(tf.trainable_variables()))
emit("results", [result1, result2])
emit("result_shapes", [result1.shape, result2.shape])
emit("conv_ops", [op.name for op in tf.get_default_graph().get_operations()
                  if op.type in ('Conv2D', 'Relu', 'AddV2')])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r1, r2 = sess.run([result1, result2])
# same input, two independent random sets of weights: the outputs differ
emit("same_outputs", bool(np.array_equal(r1, r2)))
emit("non_negative", bool((r1 >= 0).all() and (r2 >= 0).all()))
