# tier: graph
# tf.sequence_mask as TF builds it: without maxlen a Max over all axes and a Maximum with 0;
# a Range compared (Less) with the lengths given a last axis (ExpandDims, then a Cast made even
# when the dtypes agree); a last Cast for a float mask. An int64 maxlen makes the Range int64;
# float lengths are cast to maxlen's dtype; nested lengths give a mask of one more axis.
# A non-scalar maxlen is a ValueError. Values of all, with an empty row.
lengths = tf.placeholder(tf.int32, [None], name="lengths")
plain = tf.sequence_mask(lengths)
weights = tf.sequence_mask(lengths, 5, dtype=tf.float32)
nested = tf.sequence_mask([[1, 2], [3, 0]], tf.constant(4, tf.int64), name="nested")
floats = tf.sequence_mask(tf.constant([1.5, 2.0]), 3)
emit("tensors", [(t.name, str(t.shape), t.dtype.name) for t in (plain, weights, nested, floats)])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([plain, weights, nested, floats], {lengths: [0, 2, 3]}))
    emit("empty", sess.run(plain, {lengths: []}).shape)
expect_error(lambda: tf.sequence_mask(lengths, [3]), "maxlen_not_scalar")
