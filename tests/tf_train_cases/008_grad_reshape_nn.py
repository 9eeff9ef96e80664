# tier: graph
# Reshape (known, one unknown, -1), BiasAdd and Conv2D (SAME and VALID, strides).
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name='a')
c = tf.placeholder(tf.float32, [None, 3], name='c')
x = tf.placeholder(tf.float32, [2, 5, 5, 3], name='x')
w = tf.placeholder(tf.float32, [3, 3, 3, 4], name='w')
bias = tf.placeholder(tf.float32, [4], name='bias')
out = {}
n = len(graph_nodes())
out["reshape"] = tf.gradients(tf.reshape(a, [3, 2]), [a])
out["reshape_flat"] = tf.gradients(tf.reshape(c, [-1]), [c])
out["bias_add"] = tf.gradients(tf.nn.bias_add(c, tf.ones([3])), [c])
conv = tf.nn.conv2d(x, w, [1, 2, 2, 1], "SAME")
out["conv_same"] = tf.gradients(tf.nn.relu(tf.nn.bias_add(conv, bias)), [x, w, bias])
out["conv_valid"] = tf.gradients(tf.nn.conv2d(x, w, [1, 1, 1, 1], "VALID"), [x, w])
emit("grads", out)
emit("shapes", {k: [g.shape for g in v] for k, v in out.items()})
emit("nodes", graph_nodes()[n:])
rng = np.random.RandomState(5)
feed = {a: rng.rand(2, 3), c: rng.rand(4, 3), x: rng.randn(2, 5, 5, 3), w: rng.randn(3, 3, 3, 4),
        bias: rng.randn(4)}
with tf.Session() as sess:
    emit("values", sess.run(out, feed))
