# tier: graph
# batch_normalization on images (one FusedBatchNormV3) node for node: training True (momentum
# as a Const, 1 - momentum in AssignMovingAvg/sub), False (no updates), a bool placeholder
# (the fused op in both branches of a cond, momentum chosen by a second cond, updates outside
# it), center=False (a Const offset), axis=1 (NCHW), fused=False (moments), and gradients.
x = tf.placeholder(tf.float32, [None, 4, 4, 3], name="x")
flag = tf.placeholder(tf.bool, [], name="flag")
y1 = tf.layers.batch_normalization(x, training=True)
y2 = tf.layers.batch_normalization(x, training=False, center=False, name="infer")
y3 = tf.layers.batch_normalization(x, training=flag, momentum=0.9, scale=False)
y4 = tf.layers.batch_normalization(x, axis=1, training=True, name="channels_first")
y5 = tf.layers.batch_normalization(x, training=True, fused=False, name="unfused")
emit("outputs", [y1, y2, y3, y4, y5])
emit("updates", tf.get_collection(tf.GraphKeys.UPDATE_OPS))
g = tf.gradients(tf.reduce_sum(y1) + tf.reduce_sum(y3), [x] + tf.trainable_variables())
emit("nodes", graph_nodes())
