# tier: graph
# tf.map_fn as TF1 builds it: the elements unstacked into TensorArrays, a counter Const, a
# results TensorArray of unknown element shape, a while loop counted by maximum_iterations
# that reads row i, calls fn and writes its result, the results stacked with the static row
# count set. dtype gives results of another dtype (or a tuple of them from a tuple of
# elements); a placeholder of unknown row count counts its rows with Shape. Gradients through
# the loop and the TensorArrays.
x = tf.placeholder(tf.float32, [None, 3], name="x")
w = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
squared = tf.map_fn(lambda r: r * r, x)
projected = tf.map_fn(lambda r: tf.reduce_sum(r[:, None] * w, 0), tf.constant([[1.0, 0.0, 2.0],
                                                                             [0.5, 1.0, 1.0]]))
sizes = tf.map_fn(lambda r: tf.cast(tf.reduce_sum(r), tf.int32), x, dtype=tf.int32,
                  name="sizes")
both = tf.map_fn(lambda p: (p[0] + p[1], p[0] * p[1]), (x, x * 2.0), dtype=(tf.float32,
                                                                         tf.float32))
grad = tf.gradients(tf.reduce_sum(squared) + tf.reduce_sum(both[1]), x)[0]
emit("tensors", [(t.name, str(t.shape), t.dtype.name)
                 for t in (squared, projected, sizes, both[0], both[1], grad)])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([squared, projected, sizes, both, grad],
                            {x: [[1, 2, 3], [4, 5, 6]]}))
