# tier: semantics
# tf.matrix_inverse / det / slogdet / cholesky / matrix_solve (and tf.linalg.inv, det, slogdet,
# cholesky, solve): values on single and batched matrices, adjoint, op names and shapes, a
# non-positive-definite Cholesky (NaNs), and TF's errors: singular matrices at run time,
# non-square or low-rank inputs and int dtypes at build time.
a = tf.constant([[4.0, 2.0, 0.5], [2.0, 3.0, 1.0], [0.5, 1.0, 2.0]])
batch = tf.constant([[[2.0, 1.0], [1.0, 3.0]], [[1.0, -1.0], [0.5, 2.0]]], dtype=tf.float64)
b = tf.constant([[1.0, 0.0], [2.0, 1.0], [0.0, 3.0]])
p = tf.placeholder(tf.float32, [None, 2, 2], name="p")
outs = [tf.matrix_inverse(a), tf.linalg.inv(batch, adjoint=True), tf.matrix_determinant(a),
        tf.linalg.det(batch), tf.linalg.slogdet(batch)[0], tf.linalg.slogdet(a)[1],
        tf.cholesky(a), tf.linalg.cholesky(batch[:1]), tf.matrix_solve(a, b),
        tf.linalg.solve(a, b, adjoint=True, name="solved"), tf.matrix_inverse(p),
        tf.matrix_determinant(p), tf.cholesky([[1.0, 2.0], [2.0, 1.0]])]
emit("names", [t.name for t in outs])
emit("shapes", [str(t.shape) for t in outs])
with tf.Session() as sess:
    emit("values", sess.run(outs, {p: [[[1.0, 2.0], [3.0, 4.0]]]}))
    singular = [[1.0, 2.0], [2.0, 4.0]]
    expect_error(lambda: sess.run(tf.matrix_inverse(singular)), "inverse_singular")
    expect_error(lambda: sess.run(tf.matrix_solve(singular, [[1.0], [1.0]])), "solve_singular")
    emit("singular_det", sess.run([tf.matrix_determinant(singular), tf.linalg.slogdet(singular)]))
expect_error(lambda: tf.matrix_inverse([1.0, 2.0]), "rank_1")
expect_error(lambda: tf.matrix_determinant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]), "not_square")
expect_error(lambda: tf.matrix_solve(a, [[1.0], [2.0]]), "solve_rows")
expect_error(lambda: tf.cholesky([[1, 2], [3, 4]]), "int_input")
expect_error(lambda: tf.matrix_solve(tf.ones([2, 2, 2]), tf.ones([3, 2, 1])), "solve_batch")
