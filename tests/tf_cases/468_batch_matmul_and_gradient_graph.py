# tier: graph
# tf.matmul of a rank above 2 or unknown builds BatchMatMulV2 (transpose_* become adj_*), with
# broadcast batch axes and shape errors at build time. Its gradient is BatchMatMulV2 again,
# summed back over broadcast batch axes through BroadcastGradientArgs of the sliced shapes.
import numpy as np
a = tf.placeholder(tf.float32, [4, 2, 3], name="a")
b = tf.placeholder(tf.float32, [3, 5], name="b")
c = tf.placeholder(tf.float32, [4, 5, 3], name="c")
u = tf.placeholder(tf.float32, None, name="u")
e = tf.placeholder(tf.float32, [1, 3, 2], name="e")
products = [tf.matmul(a, b), tf.matmul(a, c, transpose_b=True), tf.matmul(u, b),
            tf.matmul(b, u, transpose_a=True, adjoint_b=True), a @ e,
            tf.matmul(tf.placeholder(tf.float32, [None, 2, 3]), e)]
emit("products", [(p.op.type, p.shape, p.op.get_attr("adj_x"), p.op.get_attr("adj_y"))
                  for p in products])
out = {}
out["broadcast_b"] = tf.gradients(tf.matmul(a, b) ** 2, [a, b])
out["same_batch"] = tf.gradients(tf.matmul(a, c, transpose_b=True), [a, c])
out["unknown_rank"] = tf.gradients(tf.matmul(u, b), [u, b])
out["adjoints"] = tf.gradients(tf.matmul(b, u, transpose_a=True, adjoint_b=True), [u, b])
out["broadcast_batch_1"] = tf.gradients(a @ e, [a, e])
emit("grads", out)
emit("shapes", {k: [g.shape for g in v] for k, v in out.items()})
emit("nodes", graph_nodes())
rng = np.random.RandomState(5)
with tf.Session() as sess:
    feed = {a: rng.randn(4, 2, 3), b: rng.randn(3, 5), c: rng.randn(4, 5, 3),
            u: rng.randn(2, 2, 3), e: rng.randn(1, 3, 2)}
    emit("products_values", sess.run(products[:5], feed))
    feed[u] = rng.randn(2, 4, 3)
    emit("values", sess.run({k: v for k, v in out.items() if k != "unknown_rank"}, feed))
    feed[u] = rng.randn(2, 4, 3)
    emit("unknown_rank_values", sess.run(out["unknown_rank"], {**feed, u: rng.randn(2, 2, 3)}))
expect_error(lambda: tf.matmul(a, tf.placeholder(tf.float32, [4, 5, 1])), "inner_sizes")
expect_error(lambda: tf.matmul(a, tf.placeholder(tf.float32, [5])), "rank_1")
expect_error(lambda: tf.matmul(a, tf.placeholder(tf.float32, [2, 5, 3, 1])), "batch_sizes")
expect_error(lambda: tf.matmul(a, b, transpose_a=True, adjoint_a=True), "transpose_and_adjoint")
expect_error(lambda: tf.matmul(a, tf.placeholder(tf.int32, [3, 5])), "dtypes")
