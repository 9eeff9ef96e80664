# tier: opnames
# S000-02: the variables_dict workaround (source code lacks commas and elides two entries); both calls use the same four variables.
import numpy as np

variables_dict = {
    "conv1_weights": tf.Variable(tf.random_normal([3, 3, 2, 2]),
        name="conv1_weights"),
    "conv1_biases": tf.Variable(tf.zeros([2]), name="conv1_biases"),
    "conv2_weights": tf.Variable(tf.random_normal([3, 3, 2, 2]),
        name="conv2_weights"),
    "conv2_biases": tf.Variable(tf.zeros([2]), name="conv2_biases"),
}


def my_image_filter(input_images, variables_dict):
    conv1 = tf.nn.conv2d(input_images, variables_dict["conv1_weights"],
        strides=[1, 1, 1, 1], padding='SAME')
    relu1 = tf.nn.relu(conv1 + variables_dict["conv1_biases"])

    conv2 = tf.nn.conv2d(relu1, variables_dict["conv2_weights"],
        strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv2 + variables_dict["conv2_biases"])


image1 = tf.constant(np.ones([1, 4, 4, 2], np.float32), name='image1')
image2 = tf.constant(np.ones([1, 4, 4, 2], np.float32), name='image2')
# The 2 calls to my_image_filter() now use the same variables
result1 = my_image_filter(image1, variables_dict)
result2 = my_image_filter(image2, variables_dict)
emit("variables", tf.global_variables())
emit("results", [result1, result2])
emit("conv_inputs", [[t.name for t in op.inputs] for op in tf.get_default_graph().get_operations()
                     if op.type == 'Conv2D'])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r1, r2 = sess.run([result1, result2])
emit("same_outputs", bool(np.array_equal(r1, r2)))
