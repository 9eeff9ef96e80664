# tier: graph
# The bench's model: unknown batch size, so Mean/Sub gradients read shapes at run time.
import numpy as np
x = tf.placeholder(tf.float32, [None, 4], name='x')
t = tf.placeholder(tf.float32, [None, 3], name='t')
W = tf.Variable(tf.ones([4, 3]) * 0.1, name='W')
b = tf.Variable(tf.zeros([3]), name='b')
y = tf.matmul(x, W) + b
loss = tf.reduce_mean(tf.square(y - t))
n = len(graph_nodes())
grads = tf.gradients(loss, [W, b])
emit("grads", grads)
emit("shapes", [g.shape for g in grads])
emit("nodes", graph_nodes()[n:])
rng = np.random.RandomState(0)
feed = {x: rng.randn(5, 4).astype(np.float32), t: rng.randn(5, 3).astype(np.float32)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(grads, feed))
