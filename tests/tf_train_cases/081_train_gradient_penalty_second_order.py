# tier: graph
# A gradient penalty (as in WGAN-GP): the loss includes the norm of d(critic)/d(input), so
# minimize differentiates gradient ops (ReluGrad, MatMul of the first gradients, Sqrt, Sum)
# a second time. Graph of the update, and values after a few steps of momentum.
import numpy as np
rng = np.random.RandomState(11)
x = tf.placeholder(tf.float32, [None, 3], name="x")
with tf.variable_scope("critic"):
    w1 = tf.get_variable("w1", [3, 4], initializer=tf.constant_initializer(rng.randn(3, 4)))
    b1 = tf.get_variable("b1", [4], initializer=tf.constant_initializer(0.1))
    w2 = tf.get_variable("w2", [4, 1], initializer=tf.constant_initializer(rng.randn(4, 1)))
h = tf.nn.relu(tf.nn.bias_add(tf.matmul(x, w1), b1))
critic = tf.tanh(tf.matmul(h, w2))
dx, = tf.gradients(critic, [x])
norms = tf.sqrt(tf.reduce_sum(tf.square(dx), axis=1) + 1e-6)
penalty = tf.reduce_mean(tf.square(norms - 1.0))
loss = tf.reduce_mean(critic) + 10.0 * penalty
n = len(graph_nodes())
train = tf.train.MomentumOptimizer(0.01, 0.9).minimize(loss)
emit("nodes", graph_nodes()[n:])
feed = {x: rng.randn(5, 3).astype(np.float32)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    values = [sess.run([loss, penalty], feed)]
    for _ in range(4):
        sess.run(train, feed)
        values.append(sess.run([loss, penalty], feed))
    emit("loss_and_penalty", values)
    emit("variables", sess.run([w1, b1, w2]))
