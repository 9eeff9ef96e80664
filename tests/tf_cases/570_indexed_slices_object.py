# tier: graph
# tf.IndexedSlices: three tensors standing for a dense tensor. It is known by its values (name,
# op, dtype, graph); its static shape comes from dense_shape. Converting it builds one
# UnsortedSegmentSum of the values into dense_shape[0] rows (a strided_slice first), named after
# the argument when it is passed to an op (Mul/x, Sum/input); without dense_shape conversion
# fails. Negation negates the values only. A Session fetches it as an IndexedSlicesValue.
v = tf.constant([[1.0, 2.0], [3.0, 4.0]], name="v")
i = tf.constant([1, 0], name="i")
s = tf.IndexedSlices(v, i)
emit("parts", [s.values, s.indices, s.dense_shape, s.name, s.op, s.dtype,
               s.graph is tf.get_default_graph()])
emit("no_shape", s.shape)
emit("str_no_shape", str(s))
s2 = tf.IndexedSlices(v, i, tf.constant([4, 2], name="ds"))
emit("shape", s2.shape)
emit("str", str(s2))
p = tf.placeholder(tf.float32, [None, 2], name="p")
ii = tf.placeholder(tf.int32, [None], name="ii")
emit("partial_shape", tf.IndexedSlices(p, ii, tf.shape(p)).shape)
neg = -s2
emit("neg", [type(neg).__name__, neg.values, neg.indices, neg.dense_shape])
n = len(graph_nodes())
dense = tf.convert_to_tensor(s2)
named = tf.convert_to_tensor(s2, name="dd")
product = tf.multiply(s2, 2.0)
total = tf.reduce_sum(s2)
emit("conversion_nodes", graph_nodes()[n:])
emit("dense", [dense, dense.shape, named, product, total])
expect_error(lambda: tf.convert_to_tensor(s), "no_dense_shape")
expect_error(lambda: tf.convert_to_tensor(s2, dtype=tf.int32), "wrong_dtype")
with tf.Session() as sess:
    fetched = sess.run(s2)
    emit("fetched_type", type(fetched).__name__)
    emit("fetched", fetched)
    emit("fetched_fields", list(fetched._fields))
    emit("fetched_nested", sess.run({"a": [s2, v], "b": neg}))
    emit("fetched_no_shape", sess.run(s))
    emit("values", sess.run([dense, named, product, total]))
