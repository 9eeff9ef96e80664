# tier: graph
# Unary ops: Square, Neg, Relu, Sigmoid, Tanh, Identity, Cast, Exp, Log, Sqrt, Abs, L2Loss.
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name='a')
out = {}
n = len(graph_nodes())
out["chain"] = tf.gradients(tf.tanh(tf.sigmoid(tf.nn.relu(tf.negative(tf.square(a))))), [a])
out["cast"] = tf.gradients(tf.cast(tf.identity(a), tf.float64), [a])
out["exp"] = tf.gradients(tf.exp(a), [a])
out["log"] = tf.gradients(tf.log(a), [a])
out["sqrt"] = tf.gradients(tf.sqrt(a), [a])
out["abs"] = tf.gradients(tf.abs(a - 1.5), [a])
out["l2"] = tf.gradients(tf.nn.l2_loss(a), [a])
out["relu"] = tf.gradients(tf.nn.relu(a - 1.5), [a])
emit("grads", out)
emit("nodes", graph_nodes()[n:])
feed = {a: np.array([[0.5, 1.0, 2.0], [1.2, 1.7, 3.0]], np.float32)}
with tf.Session() as sess:
    emit("values", sess.run(out, feed))
