# tier: graph
# Three uses of one tensor summed pairwise (EXPERIMENTAL_TREE); gate_gradients; colocation.
a = tf.placeholder(tf.float32, [2], name='a')
y = a * 2.0 + a * 3.0 + tf.square(a)
n = len(graph_nodes())
emit("tree", tf.gradients(y, [a], aggregation_method=tf.AggregationMethod.EXPERIMENTAL_TREE))
emit("add_n", tf.gradients(y, [a]))
emit("gated", tf.gradients(y, [a], gate_gradients=True))
emit("colocated", tf.gradients(y, [a], colocate_gradients_with_ops=True))
emit("nodes", graph_nodes()[n:])
emit("classes", [[op.name, op.colocation_groups()]
                 for op in tf.get_default_graph().get_operations()[n:]
                 if op.name.startswith("gradients_3/")])
expect_error(lambda: tf.gradients(y, [a], aggregation_method=7), "bad_method")
with tf.Session() as sess:
    emit("values", sess.run(tf.gradients(y, [a])[0], {a: [1.0, 2.0]}))
