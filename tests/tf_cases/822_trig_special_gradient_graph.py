# tier: graph
# The gradient graphs of the trigonometric and special functions, node for node: Asin's
# Square/Const/Sub/Sqrt/Reciprocal under a control dependency on the incoming gradient, Acos's
# Neg after them, Atan2's two broadcast reductions, Erf's constant outside the dependency,
# Lgamma -> Digamma -> Polygamma, and Polygamma's BroadcastGradientArgs.
x = tf.placeholder(tf.float32, [3], name="x")
y = tf.placeholder(tf.float32, [2, 1], name="y")
a = tf.asin(x) + tf.acos(x)
b = tf.atan2(y, x)
c = tf.math.erf(x) * tf.math.lgamma(x)
d = tf.math.polygamma(tf.constant([[1.0], [2.0]]), tf.math.digamma(x))
e = tf.math.asinh(x) + tf.math.expm1(x) + tf.tan(x)
grads = tf.gradients([a, b, c, d, e], [x, y])
emit("grad_names", [g.name for g in grads])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(grads, {x: [0.3, 0.6, 0.9], y: [[1.0], [-0.5]]}))
