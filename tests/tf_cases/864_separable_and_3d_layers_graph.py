# tier: graph
# tf.layers.separable_conv2d / SeparableConv2D / separable_conv1d, conv3d / Conv3D,
# max_pooling3d / average_pooling3d: variable names and shapes (depthwise_kernel,
# pointwise_kernel, bias; kernel, bias), scopes and op names, dilation through the
# space-to-batch deal, 1-D as ExpandDims ... Squeeze; reuse of a named layer's variables.
x = tf.placeholder(tf.float32, [None, 8, 8, 3], name="x")
s = tf.layers.separable_conv2d(x, 4, 3, padding="same", depth_multiplier=2,
                               activation=tf.nn.relu)
s2 = tf.layers.SeparableConv2D(5, (3, 2), strides=2, use_bias=False, name="sep")(x)
s3 = tf.layers.separable_conv2d(x, 4, 3, dilation_rate=2)
s4 = tf.layers.separable_conv2d(x, 4, 3, dilation_rate=2, padding="same", name="shared")
s5 = tf.layers.separable_conv2d(x, 4, 3, dilation_rate=2, padding="same", name="shared",
                                reuse=True)
q = tf.placeholder(tf.float32, [None, 10, 3], name="q")
s1 = tf.layers.separable_conv1d(q, 6, 3, strides=2, padding="same", activation="relu")
s1b = tf.layers.SeparableConv1D(2, 2, depth_multiplier=3)(q)
v = tf.placeholder(tf.float32, [None, 6, 8, 8, 2], name="v")
c3 = tf.layers.conv3d(v, 4, 3, padding="same", activation=tf.nn.relu)
c3b = tf.layers.Conv3D(4, (2, 3, 3), strides=(1, 2, 2), name="vol")(v)
m3 = tf.layers.max_pooling3d(c3, 2, 2)
a3 = tf.layers.average_pooling3d(c3b, (1, 2, 2), 1, padding="same", name="ap")
m3b = tf.layers.MaxPooling3D([2, 1, 2], [1, 1, 2])(v)
outs = [s, s2, s3, s4, s5, s1, s1b, c3, c3b, m3, a3, m3b]
emit("outs", [(t.name, str(t.shape)) for t in outs])
emit("variables", [(w.name, w.shape.as_list()) for w in tf.global_variables()])
emit("trainable", [w.name for w in tf.trainable_variables()])
emit("nodes", graph_nodes())
