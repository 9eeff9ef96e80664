# tier: graph
# Second derivatives through pooling and convolutions: the gradients of MaxPoolGrad
# (MaxPoolGradGrad, zeros for the other inputs) and of MaxPoolGradGrad, of AvgPoolGrad (an
# AvgPool and a StopGradient), of Conv2DBackpropInput and Conv2DBackpropFilter, as a
# gradient penalty (WGAN-GP style) builds them; and their values.
import numpy as np
rng = np.random.RandomState(4)
x = tf.placeholder(tf.float32, [2, 4, 4, 2], name="x")
w = tf.constant(rng.randn(3, 3, 2, 3).astype(np.float32), name="w")
h = tf.nn.conv2d(x, w, [1, 1, 1, 1], "SAME")
m = tf.nn.max_pool(h, 2, 2, "VALID")
a = tf.nn.avg_pool(h, 3, 1, "SAME")
out = tf.reduce_sum(m * m) + tf.reduce_sum(a * a)
dx = tf.gradients(out, x)[0]
penalty = tf.reduce_sum(tf.square(dx))
second = tf.gradients(penalty, [x, w])
third = tf.gradients(tf.reduce_sum(tf.gradients(tf.reduce_sum(second[0] * x), x)[0]), x)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    feed = {x: rng.randn(2, 4, 4, 2)}
    emit("values", sess.run([dx, penalty] + second + third, feed))
