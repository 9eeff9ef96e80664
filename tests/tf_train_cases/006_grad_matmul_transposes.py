# tier: graph
# MatMul gradients for each transpose combination, and a matrix multiplied by itself.
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name='a')
m = tf.placeholder(tf.float32, [3, 2], name='m')
k = tf.placeholder(tf.float32, [2, 3], name='k')
out = {}
n = len(graph_nodes())
out["nn"] = tf.gradients(tf.matmul(a, m), [a, m])
out["nt"] = tf.gradients(tf.matmul(a, k, transpose_b=True), [a, k])
out["tn"] = tf.gradients(tf.matmul(a, k, transpose_a=True), [a, k])
out["tt"] = tf.gradients(tf.matmul(a, m, transpose_a=True, transpose_b=True), [a, m])
out["self"] = tf.gradients(tf.matmul(a, a, transpose_b=True), [a])
emit("grads", out)
emit("nodes", graph_nodes()[n:])
rng = np.random.RandomState(3)
feed = {a: rng.rand(2, 3), m: rng.rand(3, 2), k: rng.rand(2, 3)}
with tf.Session() as sess:
    emit("values", sess.run(out, feed))
