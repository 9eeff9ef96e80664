# tier: graph
# Second derivatives through a convolution layer: the gradients of Conv2DBackpropInput and
# Conv2DBackpropFilter are a convolution and the other backprop, BiasAddGrad's a Reshape and
# Tile of the incoming gradient (as in a gradient penalty).
import numpy as np
rng = np.random.RandomState(3)
x = tf.placeholder(tf.float32, [2, 5, 5, 3], name="x")
w = tf.constant(rng.randn(3, 3, 3, 4).astype(np.float32), name="w")
b = tf.constant(rng.randn(4).astype(np.float32), name="b")
y = tf.nn.bias_add(tf.nn.conv2d(x, w, [1, 2, 2, 1], "SAME"), b)
gx, gw, gb = tf.gradients(tf.reduce_sum(y * y), [x, w, b])
penalty = tf.reduce_sum(gx * gx) + tf.reduce_sum(gw * gw) + tf.reduce_sum(gb * gb)
n = len(graph_nodes())
second = tf.gradients(penalty, [x, w, b])
emit("grads", second)
emit("shapes", [g.shape for g in second])
emit("nodes", graph_nodes()[n:])
with tf.Session() as sess:
    emit("values", sess.run(second, {x: rng.randn(2, 5, 5, 3)}))
