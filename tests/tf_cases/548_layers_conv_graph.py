# tier: graph
# Convolution layers node for node: conv2d with strides, SAME/VALID, an activation and no bias;
# conv1d (a Conv2D inside <layer>/Conv1D/ between ExpandDims and Squeeze); conv2d_transpose with
# a known and an unknown image size (the output shape computed from <layer>/Shape); and the
# gradients of conv2d_transpose and conv1d.
img = tf.placeholder(tf.float32, [None, 8, 8, 3], name="img")
c1 = tf.layers.conv2d(img, 4, [3, 2], strides=(2, 1), padding="same", activation=tf.nn.relu)
c2 = tf.layers.conv2d(c1, 2, 1, use_bias=False, name="pointwise")
seq = tf.placeholder(tf.float32, [None, 10, 3], name="seq")
s1 = tf.layers.conv1d(seq, 4, 3, strides=2, padding="same", activation=tf.tanh)
t1 = tf.layers.conv2d_transpose(c2, 3, 3, strides=2, padding="same")
t2 = tf.layers.conv2d_transpose(tf.placeholder(tf.float32, [None, None, None, 2], name="any"),
                                1, [2, 3], strides=(2, 3), padding="valid")
emit("outputs", [c1, c2, s1, t1, t2])
emit("shapes", [str(t.shape) for t in (c1, c2, s1, t1, t2)])
emit("kernels", [str(v.shape) for v in tf.global_variables()])
grads = tf.gradients(tf.reduce_sum(t1) + tf.reduce_sum(s1), tf.trainable_variables()[:3] +
                     tf.trainable_variables()[4:6] + [img, seq])
emit("nodes", graph_nodes())
