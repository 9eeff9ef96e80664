# tier: graph
# An embedding lookup's IndexedSlices gradient reaching more ops' gradients, as TF handles it:
# Reshape densifies it first (Reshape_grad/UnsortedSegmentSum; also the -1 path of one unknown
# size), Cast keeps it sparse (casts its values), AddV2 and Sub take the broadcast path (their
# Shape Consts) and pass it on, ExpandDims and Squeeze densify and reshape, ConcatV2 slices it
# (axis 0: by index ranges with Where and GatherV2; axis 1: by slicing the values), Tile sums
# it by index modulo the input's rows. A concat axis the graph does not fix is TF's ValueError.
w = tf.placeholder(tf.float32, [3, 4], name="w")
v = tf.placeholder(tf.float32, [3, 4], name="v")
u = tf.placeholder(tf.float32, [None, 4], name="u")
ids = tf.constant([2, 0, 2], name="ids")
cases = [("reshape", lambda: tf.reshape(w, [6, 2])),
         ("reshape_unknown", lambda: tf.reshape(u, [-1, 2])),
         ("cast", lambda: tf.cast(w, tf.float64)),
         ("add", lambda: w + v), ("sub", lambda: v - w), ("add_fn", lambda: tf.add(w, v)),
         ("expand_dims", lambda: tf.expand_dims(w, 1)),
         ("squeeze", lambda: tf.squeeze(tf.reshape(w, [3, 1, 4]), [1])),
         ("concat0", lambda: tf.concat([w, v * 2.0, w], 0)),
         ("concat1", lambda: tf.concat([w, v], 1)),
         ("concat_last", lambda: tf.concat([v, w], -1)),
         ("tile", lambda: tf.tile(w, [2, 3]))]
feed = {w: [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]],
        v: [[0.5] * 4] * 3, u: [[1.0] * 4] * 3}
for key, f in cases:
    x = f()
    n = len(graph_nodes())
    grads = tf.gradients(tf.gather(x, ids) * 3.0, [w, v, u])
    emit(key, [[type(g).__name__ for g in grads], graph_nodes()[n:]])
    with tf.Session() as sess:
        emit(key + "_value", sess.run([tf.convert_to_tensor(g) for g in grads if g is not None],
                                      feed))
k = tf.placeholder(tf.int32, [], name="k")
joined = tf.concat([w, v], k)
expect_error(lambda: tf.gradients(tf.gather(joined, ids), w), "concat_axis_unknown")
