# tier: graph
# tf.scan as TF1 builds it: the elements unstacked into a TensorArray, a while loop counted by
# maximum_iterations that reads row i, calls fn and writes the accumulator, the results
# stacked with their first dimension set. Without an initializer the first row starts the
# accumulator (and is written at 0); reverse=True walks from the last row; a tuple
# initializer gives a tuple of results. Gradients through the loop and the TensorArrays (their
# stacks of forward values are StackV2 handles of shape (2,), as TF's shape function says).
x = tf.placeholder(tf.float32, [None, 3], name="x")
sums = tf.scan(lambda a, r: a + r, tf.constant([1.0, 2.0, 3.0]))
decayed = tf.scan(lambda a, r: a * 0.5 + r, x, initializer=tf.zeros([3]), reverse=True)
pair = tf.scan(lambda a, r: (a[0] + r, a[1] * r), x, initializer=(tf.zeros([3]), tf.ones([3])),
               name="pair")
grad = tf.gradients(tf.reduce_sum(decayed) + tf.reduce_sum(pair[1]), x)[0]
emit("tensors", [(t.name, str(t.shape)) for t in (sums, decayed, pair[0], pair[1], grad)])
g = tf.get_default_graph()
emit("stacks", [(op.name, str(op.outputs[0].shape)) for op in g.get_operations()
                if op.type == "StackV2"])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([sums, decayed, pair, grad], {x: [[1, 2, 3], [4, 5, 6]]}))
expect_error(lambda: tf.scan(3, x), "not_callable")
