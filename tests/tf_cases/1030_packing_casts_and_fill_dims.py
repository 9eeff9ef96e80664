# tier: graph
# A list holding tensors converted to another dtype is packed after a Cast of each tensor of
# another dtype (Casts first, then the Consts and Packs). tf.fill takes its dims' own dtype
# when Fill allows it (int64 for [an int64 tensor]); a list of floats is packed, then packed
# again through a Cast to int32, leaving the first Pack behind; a float tensor is refused with
# the OpDef's list of allowed types. A template's variables are read from the default graph.
i = tf.constant(3, tf.int64, name="i")
f = tf.constant(2.0, name="f")
emit("packed", [str(t.dtype) for t in [tf.convert_to_tensor([i, 2], dtype=tf.int32),
                                       tf.convert_to_tensor([[i, 2], [i, 3]], tf.float32)]])
emit("fills", [str(t.op.inputs[0].dtype) for t in [tf.fill([i], i), tf.fill([2, 3], 1.0),
                                                  tf.fill(tf.constant([2], tf.int64), 1),
                                                  tf.fill([f], 1.0)]])
emit("nodes", graph_nodes())
for dims in (f, [2.5]):
    try:
        tf.fill(dims, 1.0)
    except TypeError as e:
        emit("refused", str(e))
with tf.Session() as sess:
    emit("values", sess.run(tf.fill([i], i)).tolist())
with tf.Graph().as_default():
    scale = tf.make_template("scale", lambda x: x * tf.get_variable("w", []))
    scale(tf.constant(1.0))
    emit("template_inside", [v.name for v in scale.variables])
emit("template_outside", [v.name for v in scale.variables])
# Which element types a variable's update ops take is their OpDef's list: ScatterNdMin takes
# int16, ScatterMin does not; ArgMin's output_type int32 or int64.
c = tf.Variable(tf.zeros([3], tf.int16), name="c")
emit("nd_min", str(c.scatter_nd_min([[0]], tf.zeros([1], tf.int16)).dtype))
for build in (lambda: c.scatter_min(tf.IndexedSlices(tf.zeros([1], tf.int16),
                                                       tf.constant([0]))),
              lambda: tf.argmin([1.0, 2.0], output_type=tf.int16)):
    try:
        build()
    except TypeError as e:
        emit("refused", str(e))
