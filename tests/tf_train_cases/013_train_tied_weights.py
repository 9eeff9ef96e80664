# tier: graph
# Tied weights: one variable, two uses -> one summed gradient (AddN) and one update op.
import numpy as np
x = tf.placeholder(tf.float32, [None, 2], name='x')
with tf.variable_scope('ae'):
    W = tf.get_variable('W', [2, 3], initializer=tf.constant_initializer(0.1))
h = tf.matmul(x, W)
recon = tf.matmul(h, W, transpose_b=True)
loss = tf.reduce_mean(tf.square(recon - x))
n = len(graph_nodes())
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
emit("nodes", graph_nodes()[n:])
emit("updates", train.control_inputs)
feed = {x: np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], np.float32)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    before = sess.run(loss, feed)
    for _ in range(5):
        sess.run(train, feed)
    emit("loss_before_after", [before, sess.run(loss, feed)])
    emit("W", sess.run(W))
