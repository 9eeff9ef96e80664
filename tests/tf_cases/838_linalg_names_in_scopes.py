# tier: opnames
# Op names of the new functions under name scopes and with name=: tf.linalg spellings and
# their TF1 twins (inv/matrix_inverse, det/matrix_determinant, solve/matrix_solve, diag/
# matrix_diag, set_diag/matrix_set_diag, ...), repeated calls (uniquified), and the
# sort/shuffle/roll/meshgrid/repeat family.
m = tf.placeholder(tf.float32, [2, 2], name="m")
v = tf.placeholder(tf.float32, [2], name="v")
with tf.name_scope("block"):
    outs = [tf.linalg.inv(m), tf.matrix_inverse(m, name="inverse"), tf.linalg.det(m),
            tf.matrix_determinant(m), tf.linalg.slogdet(m, name="ld")[0],
            tf.linalg.cholesky(m), tf.linalg.solve(m, m), tf.matrix_solve(m, m, name="s"),
            tf.linalg.diag(v), tf.matrix_diag(v, name="md"), tf.linalg.diag_part(m),
            tf.linalg.set_diag(m, v), tf.linalg.eye(2), tf.eye(2, name="identity"),
            tf.linalg.trace(m), tf.trace(m, name="tr"), tf.linalg.norm(v), tf.norm(m, name="n"),
            tf.linalg.tensordot(m, m, 1), tf.tensordot(m, m, 1, name="td"),
            tf.linalg.einsum("ij,jk->ik", m, m), tf.einsum("ij->", m, name="total"),
            tf.linalg.matrix_transpose(m), tf.linalg.transpose(m, name="t"),
            tf.linalg.adjoint(m), tf.linalg.band_part(m, 0, -1),
            tf.linalg.triangular_solve(m, m), tf.linalg.tensor_diag(v),
            tf.linalg.tensor_diag_part(m), tf.linalg.matmul(m, m), tf.linalg.l2_normalize(v),
            tf.linalg.global_norm([m, v]), tf.linalg.qr(m)[0],
            tf.sort(v), tf.argsort(v, name="order"), tf.random.shuffle(v, seed=1),
            tf.random_shuffle(v, seed=2, name="mixed"), tf.roll(v, 1, 0),
            tf.roll(v, 1, 0, name="r"), tf.repeat(v, 2), tf.repeat(v, 2, name="rep")]
    outs += tf.meshgrid(v, v) + tf.meshgrid(v, v, name="grid", indexing="ij")
emit("names", [t.name for t in outs])
emit("types", [t.op.type for t in outs])
