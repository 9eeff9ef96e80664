# tier: graph
# batch_normalization on a matrix (tf.nn.moments and tf.nn.batch_normalization) node for node:
# training True (AssignMovingAvg update ops), False (the moving averages), a bool placeholder
# (conds for the statistics and the updates), without center and scale, axis=1 of a 3-D input
# (gamma and the statistics reshaped to broadcast), momentum; and the gradient graph.
x = tf.placeholder(tf.float32, [None, 3], name="x")
flag = tf.placeholder(tf.bool, [], name="flag")
y1 = tf.layers.batch_normalization(x, training=True, momentum=0.9, epsilon=0.01)
y2 = tf.layers.batch_normalization(x, training=False, name="infer")
y3 = tf.layers.batch_normalization(x, training=flag, center=False, scale=False)
seq = tf.placeholder(tf.float32, [None, 4, 5], name="seq")
y4 = tf.layers.batch_normalization(seq, axis=1, training=True)
emit("outputs", [y1, y2, y3, y4])
emit("updates", tf.get_collection(tf.GraphKeys.UPDATE_OPS))
g = tf.gradients(tf.reduce_sum(y1) + tf.reduce_sum(y4), [x, seq] + tf.trainable_variables())
emit("nodes", graph_nodes())
