# tier: graph
# tf.sort / tf.argsort as TF builds them from TopKV2 (ascending floats negated, ints as -x - 1,
# another axis transposed to the end and back, descending), tf.roll with scalar and list
# shifts, tf.meshgrid ('xy' and 'ij', lists and tensors), and the gradients of sort and roll:
# nodes, shapes and values.
a = tf.placeholder(tf.float32, [2, 3], name="a")
i = tf.placeholder(tf.int32, [None, 3], name="i")
outs = [tf.sort(a), tf.sort(a, axis=0, direction="DESCENDING"), tf.argsort(a),
        tf.argsort(a, axis=0, direction="DESCENDING", stable=True), tf.sort(i, name="ints"),
        tf.argsort(i, axis=-1), tf.roll(a, 1, 0), tf.roll(a, [1, -1], [0, 1]),
        tf.roll(a, shift=2, axis=-1, name="rolled")]
outs += tf.meshgrid([1, 2], [3, 4, 5])
outs += tf.meshgrid(tf.constant([1.0, 2.0]), tf.constant([3.0, 4.0, 5.0]), [6.0], indexing="ij")
grads = tf.gradients(tf.reduce_sum(tf.sort(a, axis=0) * tf.roll(a, 1, 1) * [1.0, 2.0, 3.0]),
                     [a])
emit("shapes", [str(t.shape) for t in outs])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(outs + grads, {a: [[3.0, 1.0, 2.0], [0.5, 1.0, -1.0]],
                                           i: [[5, -2, 5], [0, 7, 1]]}))
expect_error(lambda: tf.sort(a, direction="UP"), "direction")
expect_error(lambda: tf.sort(a, axis=tf.placeholder(tf.int32, [])), "axis_tensor")
expect_error(lambda: tf.meshgrid([1], indexing="yx"), "indexing")
