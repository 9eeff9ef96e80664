# tier: semantics
# Dense layers' values equal TF's: the default glorot-uniform kernel drawn under a graph seed,
# seeded kernel initializers, biases, activations, a rank-3 input and a float64 layer; one
# training step of gradient descent through two layers.
import numpy as np
tf.set_random_seed(1234)
x = tf.placeholder(tf.float32, [None, 3], name="x")
h = tf.layers.dense(x, 4, activation=tf.nn.relu)
y = tf.layers.dense(h, 2, kernel_initializer=tf.random_normal_initializer(stddev=0.5, seed=7),
                    bias_initializer=tf.constant_initializer(0.1))
s = tf.layers.dense(tf.constant(np.arange(24, dtype=np.float32).reshape(2, 4, 3) / 10), 2,
                    activation=tf.sigmoid)
d64 = tf.layers.dense(tf.constant(np.ones((1, 3))), 2)
loss = tf.reduce_mean(tf.square(y - 1.0))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
feed = {x: [[1.0, -2.0, 0.5], [0.3, 0.2, -0.1]]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("initial_vars", sess.run(tf.global_variables()))
    emit("outputs", sess.run([h, y, s, d64], feed))
    sess.run(train, feed)
    emit("after_step", sess.run(tf.trainable_variables()[:4]))
    emit("loss", sess.run(loss, feed))
