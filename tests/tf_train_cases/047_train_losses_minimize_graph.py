# tier: graph
# GradientDescentOptimizer.minimize of tf.losses.softmax_cross_entropy plus
# sparse_softmax_cross_entropy over shared weights (tied through reuse): the whole gradient
# graph, including gradients/zeros_like for each cross-entropy op's backprop output, and one
# update per variable.
import numpy as np
x = tf.placeholder(tf.float32, [None, 2], name='x')
with tf.variable_scope('clf'):
    W = tf.get_variable('W', [2, 3], initializer=tf.constant_initializer(0.1))
with tf.variable_scope('clf', reuse=True):
    W2 = tf.get_variable('W')
y1 = tf.placeholder(tf.float32, [None, 3], name='y1')
y2 = tf.placeholder(tf.int32, [None], name='y2')
l1 = tf.losses.softmax_cross_entropy(y1, tf.matmul(x, W))
l2 = tf.losses.sparse_softmax_cross_entropy(y2, tf.matmul(x * 2.0, W2))
loss = l1 + l2
n = len(graph_nodes())
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
emit("nodes", graph_nodes()[n:])
feed = {x: np.array([[1.0, 0.0], [0.0, 1.0], [1.0, -1.0]], np.float32),
        y1: np.eye(3, dtype=np.float32), y2: np.array([2, 1, 0], np.int32)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    before = sess.run(loss, feed)
    for _ in range(5):
        sess.run(train, feed)
    emit("loss_before_after", [before, sess.run(loss, feed)])
    emit("W", sess.run(W))
