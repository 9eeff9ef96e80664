# tier: graph
# Gradients with shapes left to run time: MatrixSetDiagV3 with a diagonal of unknown shape
# (TF computes the diagonal's shape with three tf.conds on k), MatrixDiagPartV3 of a matrix of
# unknown size (a set_diag on zeros_like), trace, and Cholesky / inverse on a batch of unknown
# size: nodes and values.
x = tf.placeholder(tf.float32, [None, 3, 3], name="x")
d = tf.placeholder(tf.float32, [None, 3], name="d")
y = tf.placeholder(tf.float32, None, name="y")
spd = tf.matmul(x, x, transpose_b=True) + tf.eye(3)
loss = (tf.reduce_sum(tf.matrix_set_diag(x, d) * x) + tf.reduce_sum(tf.trace(x) * 2.0)
        + tf.reduce_sum(tf.matrix_diag_part(y)) + tf.reduce_sum(tf.cholesky(spd))
        + tf.reduce_sum(tf.matrix_inverse(spd)))
grads = tf.gradients(loss, [x, d, y])
emit("grad_names", [g.name for g in grads])
emit("nodes", graph_nodes())
feed = {x: [[[1.0, 0.5, 0.0], [0.2, 2.0, 0.3], [0.0, 0.1, 1.5]]] * 2, d: [[1.0, 2.0, 3.0]] * 2,
        y: [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}
with tf.Session() as sess:
    emit("values", sess.run(grads, feed))
