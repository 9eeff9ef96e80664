# tier: graph
# The gradient graphs of the new matrix ops, node for node: MatrixDiagV3, MatrixDiagPartV3
# (known and unknown matrix shape), MatrixSetDiagV3, MatrixInverse, MatrixDeterminant,
# LogMatrixDeterminant, Cholesky (eye with a tensor size inside), MatrixSolve, and Einsum
# (a matrix product, a reduction over a label of one operand, one operand), with values.
x = tf.placeholder(tf.float32, [3, 3], name="x")
u = tf.placeholder(tf.float32, [None, 3], name="u")
d = tf.placeholder(tf.float32, [3], name="d")
b = tf.placeholder(tf.float32, [3, 2], name="b")
e = tf.placeholder(tf.float32, [3, 4], name="e")
spd = tf.matmul(x, x, transpose_b=True) + 3.0 * tf.eye(3)
ys = [tf.reduce_sum(tf.matrix_diag(d) * x), tf.reduce_sum(tf.matrix_diag_part(x, k=1)),
      tf.reduce_sum(tf.matrix_diag_part(u)), tf.reduce_sum(tf.matrix_set_diag(x, d) * x),
      tf.reduce_sum(tf.matrix_inverse(spd)), tf.matrix_determinant(spd),
      tf.linalg.slogdet(spd)[1], tf.reduce_sum(tf.cholesky(spd) * x),
      tf.reduce_sum(tf.matrix_solve(spd, b)), tf.reduce_sum(tf.einsum("ij,jk->ik", x, e)),
      tf.reduce_sum(tf.einsum("ij,jk->i", x, e)), tf.reduce_sum(tf.einsum("ij->ji", e) * 2.0)]
grads = []
for i, y in enumerate(ys):
    with tf.name_scope("g%d" % i):
        grads.append([gr for gr in tf.gradients(y, [x, u, d, b, e]) if gr is not None])
emit("grad_names", [[gr.name for gr in gs] for gs in grads])
emit("nodes", graph_nodes())
feed = {x: [[1.0, 0.5, 0.0], [0.2, 2.0, 0.3], [0.0, 0.1, 1.5]], u: [[1.0, 2.0, 3.0]] * 2,
        d: [1.0, 2.0, 3.0], b: [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]],
        e: [[1.0, 2.0, 3.0, 4.0], [0.0, 1.0, 0.0, 1.0], [2.0, 0.0, 1.0, 0.0]]}
with tf.Session() as sess:
    emit("values", sess.run(grads, feed))
