# tier: graph
# The tutorial's variables_dict workaround: variables made once outside the filter and passed
# in, so two calls share them; full node list and the shared values.
variables_dict = {
    "conv1_weights": tf.Variable(tf.ones([2, 2, 1, 1]), name="conv1_weights"),
    "conv1_biases": tf.Variable(tf.zeros([1]), name="conv1_biases"),
}


def my_image_filter(input_images, variables_dict):
    conv1 = tf.nn.conv2d(input_images, variables_dict["conv1_weights"],
                         strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv1 + variables_dict["conv1_biases"])


image1 = tf.placeholder(tf.float32, [1, 2, 2, 1], name="image1")
image2 = tf.placeholder(tf.float32, [1, 2, 2, 1], name="image2")
result1 = my_image_filter(image1, variables_dict)
result2 = my_image_filter(image2, variables_dict)
emit("variables", tf.global_variables())
emit("nodes", graph_nodes())
import numpy as np
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    img = np.arange(4, dtype=np.float32).reshape(1, 2, 2, 1)
    a, b = sess.run([result1, result2], {image1: img, image2: img * 2})
    emit("r1", a)
    emit("r2", b)
