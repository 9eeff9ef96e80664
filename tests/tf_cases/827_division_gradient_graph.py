# tier: graph
# The gradient graphs of Xlogy, Xdivy (inside its xdivy scope) and MulNoNan, node for node:
# Xlogy and Xdivy always build BroadcastGradientArgs, a Cast of 0, NotEqual and Cast, then the
# partial derivatives as Xlogy / Xdivy ops (y**2 as Pow); MulNoNan reduces like Mul, here with
# unknown shapes; scalar_mul's Mul as any Mul.
x = tf.placeholder(tf.float64, [None, 3], name="x")
y = tf.placeholder(tf.float64, [3], name="y")
outs = [tf.math.xlogy(x, y), tf.math.xdivy(y, x), tf.math.multiply_no_nan(x, y),
        tf.scalar_mul(tf.constant(3.0, tf.float64), y), tf.truncatediv(x, y)]
grads = tf.gradients(outs, [x, y])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(grads, {x: [[0.0, 1.0, -2.5], [3.0, 0.5, 7.0]], y: [1.0, 2.0, 3.0]}))
