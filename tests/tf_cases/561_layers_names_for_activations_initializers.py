# tier: graph
# Activations and initializers given by name, as Keras resolves them for tf.layers: "relu",
# "sigmoid", "tanh", "softmax" add their op, "linear" none; "glorot_normal", "he_normal", ...
# build TF's initializer ops with values equal to TF's under a graph seed; unknown names fail.
tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 3], name="x")
outs = [tf.layers.dense(x, 2, kernel_initializer=i, bias_initializer="ones")
        for i in ["glorot_uniform", "glorot_normal", "he_normal", "he_uniform", "lecun_normal",
                  "lecun_uniform", "zeros"]]
outs += [tf.layers.dense(x, 2, activation=a) for a in ["relu", "sigmoid", "tanh", "softmax",
                                                       "linear"]]
outs.append(tf.layers.conv2d(tf.zeros([1, 3, 3, 1]), 2, 2, activation="relu",
                             kernel_initializer="he_uniform"))
outs.append(tf.layers.batch_normalization(x, gamma_initializer="zeros", beta_initializer="ones"))
emit("outputs", outs)
emit("nodes", graph_nodes())
expect_error(lambda: tf.layers.dense(x, 2, activation="foo"), "unknown_activation")
expect_error(lambda: tf.layers.dense(x, 2, kernel_initializer="foo"), "unknown_initializer")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(tf.global_variables()))
