# tier: graph
# flatten keeps as many static sizes as it can: [-1, n] when all but the batch are known,
# [batch, -1] when the batch is, [shape[0], -1] (a Pack) when neither; rank 1 gets an
# ExpandDims; the class form under a name.
x = tf.placeholder(tf.float32, [None, 2, 3], name="x")
outs = [tf.layers.flatten(x),
        tf.layers.flatten(tf.placeholder(tf.float32, [4, None, 3], name="b")),
        tf.layers.flatten(tf.placeholder(tf.float32, [None, None, 3], name="c")),
        tf.layers.flatten(tf.placeholder(tf.float32, [5], name="d")),
        tf.layers.flatten(tf.placeholder(tf.float32, name="e")),
        tf.layers.Flatten(name="flat")(x)]
emit("outputs", outs)
emit("shapes", [str(t.shape) for t in outs])
g = tf.gradients(outs[0], x)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(outs[2], {outs[2].op.inputs[0]: [[[1, 2, 3], [4, 5, 6]]] * 2}))
