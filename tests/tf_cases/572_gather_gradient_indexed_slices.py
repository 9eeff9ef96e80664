# tier: graph
# The gradient of tf.gather along axis 0 is an IndexedSlices built in GatherV2_grad: values =
# the incoming gradient reshaped to [size(ids)] + params.shape[1:], indices = the ids
# flattened, dense_shape = shape(params) (Consts when shapes are known, Size/Shape ops when not).
# Several gradients of one tensor: all IndexedSlices -> one IndexedSlices of concatenated values
# and indices (gradients/concat, concat_1; int32 indices cast to int64 when dtypes differ); any
# dense one -> AddN, which densifies the slices as its inputs (AddN/inputs_0), also with the
# tree aggregation. gate_gradients passes IndexedSlices through tuple by their values.
p = tf.placeholder(tf.float32, [3, 2], name="p")
q = tf.placeholder(tf.float32, [None, 2], name="q")
ids = tf.placeholder(tf.int32, [None], name="ids")
i64 = tf.constant([1], dtype=tf.int64, name="i64")
a = tf.gather(p, [0, 1])
b = tf.gather(p, i64)
c = tf.matmul(tf.ones([2, 3]), p)
d = tf.gather(q, ids)


def grads_of(key, ys, xs, **kw):
    n = len(graph_nodes())
    g = tf.gradients(ys, xs, **kw)
    emit(key + "_nodes", graph_nodes()[n:])
    emit(key, [[type(t).__name__, t.values, t.indices, t.dense_shape]
               if type(t).__name__ == "IndexedSlices" else t for t in g])
    return g


one = grads_of("one", a, p)
unknown = grads_of("unknown", tf.reduce_sum(d * d), q)
two = grads_of("two_slices", [a, b], p)
mixed = grads_of("mixed", [a, c], p)
tree = grads_of("tree", [a, b, c], p, aggregation_method=tf.AggregationMethod.EXPERIMENTAL_TREE)
gated = grads_of("gated", [tf.reduce_sum(tf.gather(p, ids) * tf.gather(q, ids))], [p, q],
                 gate_gradients=True)
emit("static_shapes", [one[0].values.shape, one[0].indices.shape, unknown[0].values.shape,
                       two[0].values.shape, two[0].indices.dtype, mixed[0].shape])
n = len(graph_nodes())
t = tf.tuple([one[0], p])
emit("tuple_nodes", graph_nodes()[n:])
emit("tuple", [type(t[0]).__name__, t[0].values, t[0].indices, t[1]])
feed = {p: [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], q: [[1.0, 1.0], [2.0, 2.0]], ids: [1, 1, 0]}
with tf.Session() as sess:
    emit("one_value", sess.run(one[0], feed))
    emit("unknown_value", sess.run(unknown[0], feed))
    emit("two_value", sess.run(two[0], feed))
    emit("mixed_value", sess.run(mixed + tree, feed))
    emit("gated_value", sess.run(gated, feed))
    emit("dense", sess.run([tf.convert_to_tensor(two[0]), tf.convert_to_tensor(gated[1])], feed))
