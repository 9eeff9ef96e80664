# tier: graph
# tf.nn.conv3d_transpose and tf.layers.conv3d_transpose, as volumetric decoders (3-D U-Nets,
# video generators) use them: the graph (Conv3DBackpropInputV2 named conv3d_transpose, its
# inputs converted under that scope; the layer reading depth, height and width from
# tf.shape even when known, the VALID sizes' add of 0), static shapes, values and gradients
# (float64: Conv3DBackpropInputV2's gradient is Conv3D and Conv3DBackpropFilterV2), variable
# names and sharing with reuse, and TF's error for a stride list of the wrong length. Found
# missing by a conv3d program.
import numpy as np

tf.set_random_seed(873)
x = tf.constant(np.random.RandomState(873).randn(2, 2, 3, 3, 4))
w = tf.get_variable("w", [2, 3, 3, 5, 4], tf.float64,
                    initializer=tf.random_normal_initializer(seed=1))
y = tf.nn.conv3d_transpose(x, w, [2, 4, 6, 6, 5], [1, 2, 2, 2, 1], "SAME")
y_valid = tf.nn.conv3d_transpose(x, w, [2, 3, 5, 5, 5], strides=1, padding="VALID",
                                 name="up_valid")
v = tf.placeholder(tf.float32, [None, 2, 3, 3, 4], name="volumes")
with tf.variable_scope("decoder"):
    up = tf.layers.conv3d_transpose(v, 3, [2, 3, 3], strides=[1, 2, 2], padding="same",
                                    activation=tf.nn.relu, name="up1")
    up_valid = tf.layers.conv3d_transpose(v, 2, 3, strides=2, name="up2",
                                          kernel_initializer=tf.ones_initializer())
with tf.variable_scope("decoder", reuse=True):
    again = tf.layers.conv3d_transpose(v, 3, [2, 3, 3], strides=[1, 2, 2], padding="same",
                                       activation=tf.nn.relu, name="up1")
emit("shapes", [str(t.shape) for t in (y, y_valid, up, up_valid, again)])
emit("variables", tf.global_variables())
emit("nodes", graph_nodes())
loss = tf.reduce_sum(tf.sin(y)) + tf.reduce_sum(tf.square(y_valid))
grads = tf.gradients(loss, [x, w])
layer_grads = tf.gradients(tf.reduce_sum(up) + tf.reduce_sum(up_valid), v)
feed = {v: np.random.RandomState(1).randn(2, 2, 3, 3, 4)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([y, y_valid]))
    emit("grads", sess.run(grads))
    emit("layer", sess.run([up, up_valid, again] + layer_grads, feed))
expect_error(lambda: tf.nn.conv3d_transpose(x, w, [2, 4, 6, 6, 5], [1, 2], "SAME"),
             "bad_strides")
