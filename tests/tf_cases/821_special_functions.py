# tier: semantics
# Erf, Erfc, Lgamma, Digamma, Polygamma and Zeta: values (float32 and float64, at points where
# TF's float32 approximations are within the comparison tolerance), their poles, infinities
# and domains, the gradients (digamma's is a Polygamma of order 1; polygamma's and zeta's
# first operand gets none), and the dtype errors.
x = tf.placeholder(tf.float32, [4], name="x")
fs = [tf.math.erf, tf.math.erfc, tf.math.lgamma, tf.math.digamma]
outs = [f(x) for f in fs] + [tf.math.polygamma(2.0, x), tf.math.zeta(3.0, x)]
emit("types", [t.op.type for t in outs])
grads = [tf.gradients(t, x)[0] for t in outs]
n = tf.constant(1.0)
emit("order_grad", tf.gradients(tf.math.polygamma(n, x), n))
feed = {x: [0.3, 1.7, 4.5, 12.25]}
with tf.Session() as sess:
    emit("values", sess.run(outs, feed))
    emit("gradients", sess.run(grads, feed))
    special = [0.0, -1.0, -2.5, 1.0, 2.0, float("inf"), float("-inf"), float("nan")]
    emit("special", sess.run([tf.math.lgamma(special), tf.math.digamma(special),
                              tf.math.erf(special), tf.math.erfc(special)]))
    emit("tails", sess.run([tf.math.erfc([3.0, 5.5, 9.0]), tf.math.erf([-0.01, 2.5, -3.5]),
                            tf.math.lgamma([1e-3, 100.0, -0.5, -7.3]),
                            tf.math.digamma([1e-3, 100.0, -0.5, -7.3])]))
    emit("polygamma_zeta", sess.run([
        tf.math.polygamma([0.0, 1.0, 1.5, -1.0, 3.0], [2.0, 2.0, 2.0, 2.0, -1.5]),
        tf.math.zeta([1.0, 0.5, 2.0, 2.0, 4.0], [2.0, 2.0, -1.0, -1.5, 0.5])]))
    emit("float64", sess.run([tf.math.lgamma(tf.constant([0.5, 3.5], tf.float64)),
                              tf.math.erf(tf.constant([0.5, -1.5], tf.float64))]))
expect_error(lambda: tf.math.lgamma(3), "int_lgamma")
expect_error(lambda: tf.math.polygamma(1, x), "int_polygamma")
expect_error(lambda: tf.math.zeta(tf.constant(2.0, tf.float64), x), "mixed_zeta")
