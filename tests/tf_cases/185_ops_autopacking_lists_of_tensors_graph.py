# tier: graph
# Python lists mixing tensors and numbers are auto-packed (Pack ops named packed, zeros/packed,
# Reshape/shape) where a tensor is expected: shapes built from tf.shape(x)[0]; full node list.
x = tf.placeholder(tf.float32, [None, 2, 3], name="x")
batch = tf.shape(x)[0]
flat = tf.reshape(x, [batch, -1], name="flat")
z = tf.zeros([batch, 4], name="z")
pair = tf.convert_to_tensor([tf.constant(1.0, name="one"), 2.0])
emit("shapes", [flat.shape, z.shape, pair.shape])
emit("dtypes", [pair.dtype])
emit("nodes", graph_nodes())
