# tier: graph
# tf.repeat as TF's Python function builds it: one count (ExpandDims, Tile, Reshape), no axis
# (flattened first), a count per entry along axis 0 and axis 1 (sequence_mask, boolean_mask),
# a placeholder input, and its gradient: nodes, shapes and values.
a = tf.placeholder(tf.float32, [2, 3], name="a")
p = tf.placeholder(tf.float32, [None, 2], name="p")
outs = [tf.repeat(a, 2, axis=1), tf.repeat([1, 2, 3], 2), tf.repeat(a, [1, 0], axis=0),
        tf.repeat(a, [2, 1, 3], axis=1, name="per_column"), tf.repeat(p, 3, axis=0),
        tf.repeat(a, tf.constant(2, tf.int64), axis=-1)]
grads = tf.gradients(tf.reduce_sum(outs[0] * 2.0) + tf.reduce_sum(outs[3]), [a])
emit("shapes", [str(t.shape) for t in outs])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(outs + grads, {a: [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]],
                                           p: [[1.0, 2.0]]}))
expect_error(lambda: tf.repeat(a, 1.5), "float_repeats")
expect_error(lambda: tf.repeat(a, 2, axis=tf.constant(1)), "tensor_axis")
