# tier: graph
# Linear algebra gradients: diag_part <-> diag, matrix_band_part keeps the same band of the
# gradient, matrix_triangular_solve solves again with the transposed matrix, and Qr's gradient
# (square and wide matrices) is built from MatMul, adjoint (matrix_transpose), MatrixBandPart
# and triangular solves with R.
import numpy as np
a = tf.placeholder(tf.float32, [3, 3], name="a")
w = tf.placeholder(tf.float32, [2, 4], name="w")
r = tf.placeholder(tf.float32, [3, 2], name="r")
shift = tf.constant([[3.0, 0.0, 0.0], [0.0, 3.0, 0.0], [0.0, 0.0, 3.0]], name="shift")
out = {}
out["diag_part"] = tf.gradients(tf.diag_part(a) ** 2, [a])
out["diag"] = tf.gradients(tf.diag(tf.diag_part(a)) * a, [a])
out["band"] = tf.gradients(tf.matrix_band_part(a, 0, 1) * a, [a])
out["solve_lower"] = tf.gradients(tf.matrix_triangular_solve(a + shift, r), [a, r])
out["solve_upper_adjoint"] = tf.gradients(
    tf.matrix_triangular_solve(a + shift, r, lower=False, adjoint=True) ** 2, [a, r])
q, rr = tf.qr(a)
out["qr_square"] = tf.gradients([q * 2.0, rr], [a])
out["qr_wide_r"] = tf.gradients(tf.qr(w)[1], [w])
out["qr_wide_both"] = tf.gradients(tf.qr(w), [w])
emit("grads", out)
emit("shapes", {k: [g.shape for g in v] for k, v in out.items()})
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(out, {a: [[2.0, 1.0, 0.5], [1.0, 3.0, -1.0], [0.0, 1.0, 4.0]],
                                  w: [[1.0, 2.0, 0.5, -1.0], [0.0, 1.0, 2.0, 3.0]],
                                  r: [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}))
expect_error(lambda: tf.gradients(tf.qr(tf.placeholder_with_default(a, [None, 3])), [a]), "dynamic")
expect_error(lambda: tf.gradients(tf.qr(r, full_matrices=True)[1], [r]), "deep_full")
