# tier: graph
# tf.nn.softmax and tf.nn.log_softmax on the last axis: one node each; their gradients
# (Softmax: (g - sum(g * p)) * p; LogSoftmax: g - sum(g) * exp(out)).
import numpy as np
x = tf.placeholder(tf.float32, [None, 3], name='x')
p = tf.nn.softmax(x)
lp = tf.nn.log_softmax(x, name='logp')
d = tf.nn.softmax(x, dim=-1)
emit("forward", [p, lp, d, p.shape, graph_nodes()[1:]])
w = tf.constant([[1.0, -2.0, 0.5]], name='w')
n = len(graph_nodes())
dp, = tf.gradients(tf.reduce_sum(p * w), [x])
dlp, = tf.gradients(tf.reduce_sum(lp * w), [x])
emit("backward", [dp, dlp, graph_nodes()[n:]])
feed = {x: np.array([[1.0, 2.0, 3.0], [1000.0, 0.0, -1000.0]], np.float32)}
with tf.Session() as sess:
    emit("values", sess.run([p, lp, d, dp, dlp], feed))
emit("float64", tf.nn.log_softmax(tf.constant([0.5, 1.5], tf.float64)).dtype)
