# tier: semantics
# tf.linalg.matvec and tf.linalg.logdet (names, shapes, values, gradients), a batch where one
# matrix has no Cholesky factor (NaNs for that one only), and eye/diag ops on float64 and
# int64, with a batch of unknown size.
a = tf.constant([[[4.0, 1.0], [1.0, 3.0]], [[2.0, 0.5], [0.5, 1.0]]])
v = tf.constant([[1.0, 2.0], [3.0, -1.0]])
outs = [tf.linalg.matvec(a, v), tf.linalg.matvec(a[0], v[0], transpose_a=True, name="mv"),
        tf.linalg.logdet(a), tf.linalg.logdet(a[1], name="ld")]
grads = tf.gradients(tf.reduce_sum(outs[0]) + tf.reduce_sum(outs[2]), [a, v])
mixed = tf.cholesky([[[4.0, 2.0], [2.0, 3.0]], [[1.0, 2.0], [2.0, 1.0]]])
b = tf.placeholder(tf.int64, [None, 3], name="b")
others = [tf.matrix_diag(b), tf.matrix_set_diag(tf.zeros([2, 3, 3], tf.int64), b),
          tf.trace(tf.matrix_diag(tf.cast(b, tf.float64)))]
emit("names", [t.name for t in outs + grads + others])
emit("shapes", [str(t.shape) for t in outs + grads + others])
with tf.Session() as sess:
    emit("values", sess.run(outs + grads + [mixed] + others, {b: [[1, 2, 3], [4, 5, 6]]}))
