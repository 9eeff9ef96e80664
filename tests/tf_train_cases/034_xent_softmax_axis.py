# tier: graph
# Softmax, LogSoftmax and softmax cross-entropy along an axis that is not the last: TF swaps the
# axis to the end (Transpose of a Range/ConcatV2 permutation) and back; the gradient goes
# through InvertPermutation.
import numpy as np
x = tf.placeholder(tf.float32, [2, 3, 4], name='x')
y = tf.placeholder(tf.float32, [2, 3, 4], name='y')
loss = tf.nn.softmax_cross_entropy_with_logits_v2(labels=y, logits=x, axis=1)
emit("loss", [loss, loss.shape])
emit("forward", graph_nodes()[2:])
n = len(graph_nodes())
dx, dy = tf.gradients(loss, [x, y])
emit("backward", graph_nodes()[n:])
n = len(graph_nodes())
p = tf.nn.softmax(x, axis=1)
lp = tf.nn.log_softmax(x, axis=-2, name='lsm')
last = tf.nn.softmax(x, axis=2)
emit("softmax_axis", [p, lp, last, p.shape, graph_nodes()[n:]])
n = len(graph_nodes())
dp = tf.gradients(tf.reduce_sum(p * y) + tf.reduce_sum(lp * y), x)
emit("softmax_axis_grad", graph_nodes()[n:])
rng = np.random.RandomState(3)
feed = {x: rng.randn(2, 3, 4).astype(np.float32),
        y: rng.uniform(0, 1, (2, 3, 4)).astype(np.float32)}
with tf.Session() as sess:
    emit("values", sess.run([loss, dx, dy, p, lp, last, dp], feed))
