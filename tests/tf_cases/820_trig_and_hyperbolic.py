# tier: semantics
# The trigonometric and hyperbolic ops (Tan, Asin ... Atanh, Atan2), Expm1 and Rint: values
# inside and outside their domains (NaN, inf), the gradients TF builds for each (from the
# input, or from the output for Asinh and Acosh), atan2's broadcast gradients, and the dtype
# errors that name the argument.
x = tf.placeholder(tf.float32, [3], name="x")
y = tf.placeholder(tf.float32, [2, 1], name="y")
unary = [tf.tan, tf.asin, tf.acos, tf.atan, tf.sinh, tf.cosh, tf.asinh, tf.atanh,
         tf.math.expm1, tf.math.rint]
outs = [f(x) for f in unary] + [tf.acosh(x + 1.5), tf.math.atan2(y, x)]
emit("types", [t.op.type for t in outs])
emit("shapes", [str(t.shape) for t in outs])
grads = [tf.gradients(tf.reduce_sum(t), [x, y]) for t in outs]
emit("connected", [[g is not None for g in pair] for pair in grads])
feed = {x: [0.1, -0.3, 0.45], y: [[0.5], [-2.0]]}
with tf.Session() as sess:
    emit("values", sess.run(outs, feed))
    emit("gradients", sess.run([g for pair in grads for g in pair if g is not None], feed))
    emit("domain", sess.run([tf.asin(2.0), tf.acos(-1.5), tf.acosh(0.5), tf.atanh(1.0),
                             tf.atanh(-1.0), tf.math.expm1(1e-7), tf.tan(1.5707964),
                             tf.math.rint([0.5, 1.5, 2.5, -0.5, -1.7])]))
    emit("atan2_quadrants", sess.run(tf.atan2([1.0, 1.0, -1.0, -1.0, 0.0, 0.0],
                                              [1.0, -1.0, -1.0, 1.0, -1.0, 0.0])))
    emit("float64", sess.run(tf.sinh(tf.constant([0.5, 2.0], tf.float64))))
expect_error(lambda: tf.tan(1), "int_tan")
expect_error(lambda: tf.math.rint(tf.constant([1, 2])), "int_rint")
expect_error(lambda: tf.atan2(1, x), "int_atan2")
expect_error(lambda: tf.atan2(x, tf.constant([1.0], tf.float64)), "mixed_atan2")
