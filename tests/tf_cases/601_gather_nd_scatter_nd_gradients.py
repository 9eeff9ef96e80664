# tier: graph
# The gradients built from GatherNd and ScatterNd: gather_nd's is a ScatterNd on params' shape
# (an IndexedSlices when the indices are [n, 1]: Squeeze), scatter_nd's a GatherNd of the
# updates' coordinates, sparse_to_dense's a GatherNd for the values, sum minus sum for the
# default value and zeros for indices and shape; top_k's second derivative goes through
# ScatterNd's gradient.
x = tf.placeholder(tf.float32, [3, 2], name="x")
y = tf.gather_nd(x, [[0, 1], [2, 0], [0, 1]])
rows = tf.gather_nd(x, [[2], [0], [2]])
u = tf.placeholder(tf.float32, [3], name="u")
s = tf.scatter_nd([[0, 1], [2, 1], [0, 1]], u, [3, 2])
vals = tf.placeholder(tf.float32, [2], name="vals")
default = tf.placeholder(tf.float32, [], name="default")
d = tf.sparse_to_dense([[0, 1], [2, 0]], [3, 2], vals, default)
w = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], name="w")
g = [tf.gradients(y * w[:3, 0], x)[0], tf.gradients(rows * w, x)[0],
     tf.gradients(s * w, u)[0]] + tf.gradients(d * w, [vals, default])
top = tf.nn.top_k(x, 1).values
dtop = tf.gradients(top * 3.0, x)[0]
ddtop = tf.gradients(dtop * w, x)
emit("types", [type(t).__name__ for t in g] + [str(ddtop)])
emit("nodes", graph_nodes())
feed = {x: [[1.0, 5.0], [2.0, 0.5], [4.0, 3.0]], u: [1.0, 2.0, 3.0], vals: [7.0, 8.0],
        default: 0.5}
with tf.Session() as sess:
    emit("values", sess.run([tf.convert_to_tensor(t) for t in g] + [dtop], feed))
    sd_grads = tf.gradients(d, d.op.inputs[:])
    emit("sparse_to_dense_all", sess.run([t for t in sd_grads], feed))
