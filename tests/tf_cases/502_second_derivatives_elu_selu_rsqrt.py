# tier: opnames
# Second derivatives through elu, selu and rsqrt: tf.gradients of a gradient differentiates
# EluGrad, SeluGrad and RsqrtGrad (the exponential side of elu/selu gets a Select, rsqrt's
# gradient waits on the incoming gradient); values at points on both sides of zero.
x = tf.constant([-1.5, -0.5, 0.5, 2.0], name='x')
p = tf.constant([0.25, 1.0, 4.0], name='p')
firsts = [tf.gradients(tf.nn.elu(x) * x, x)[0], tf.gradients(tf.nn.selu(x) * x, x)[0],
          tf.gradients(tf.rsqrt(p) * p, p)[0]]
before = {n[0] for n in graph_nodes()}
seconds = [tf.gradients(firsts[0], x)[0], tf.gradients(firsts[1], x)[0],
           tf.gradients(firsts[2], p)[0]]
emit("second_order_ops", [n[:2] for n in graph_nodes() if n[0] not in before])
emit("seconds", seconds)
with tf.Session() as sess:
    emit("values", sess.run(firsts + seconds))
