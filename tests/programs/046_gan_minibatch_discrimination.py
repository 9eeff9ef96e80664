# The 1-D GAN of the "GANs in 50 lines" blog tutorials, with minibatch discrimination: a
# generator (softplus hidden layer) maps stratified noise to samples that should look drawn
# from N(4, 0.5); the discriminator's tanh features pass through the classic "minibatch"
# layer (a learned tensor T: each sample projected to 5 kernels of 3 numbers, L1 distances
# between every pair of samples, exp(-distance) summed over the batch, concatenated to the
# features) before a sigmoid. Each side has its own GradientDescentOptimizer with an
# exponentially decaying, staircase learning rate and its own global step; the losses are
# logged every 10 steps, as the tutorial printed them.
#
# The run stops at 130 steps: later the two drift apart by float32 rounding, not by an op.
# Measured: every op of the graph, run on TF's own input values (at step 0 and at step 130),
# gives TF's output to a few ulps (MatMul and the broadcast gradients' Sums to within 2 eps
# times the sum of the products' magnitudes, as numpy's BLAS and Eigen order them); the same
# program in float64 (same initial weights, inputs rounded to float32) prints the same six
# digits in TF and scopelab for 200 steps. In float32 both are 7e-4 from that float64 run at
# step 140 (discriminator loss 0.07875 and 0.07876 against 0.07802) and 1.1e-5 from each
# other; the GAN then amplifies their difference to 3e-3 by step 160 (0.07976 in scopelab,
# 0.08297 in TF, 0.08281 in float64). Before step 130 they agree to 3e-5.
import numpy as np

batch_size, hidden_size = 8, 4
mu, sigma = 4.0, 0.5
noise_range = 8.0
rng = np.random.RandomState(46)


def sample_data(n):
    samples = rng.normal(mu, sigma, n)
    samples.sort()
    return samples


def sample_noise(n):
    return np.linspace(-noise_range, noise_range, n) + rng.random_sample(n) * 0.01


def linear(x, output_dim, scope, stddev=1.0):
    with tf.variable_scope(scope):
        w = tf.get_variable("w", [x.get_shape()[1], output_dim],
                            initializer=tf.random_normal_initializer(stddev=stddev))
        b = tf.get_variable("b", [output_dim], initializer=tf.constant_initializer(0.0))
        return tf.matmul(x, w) + b


def generator(z):
    h0 = tf.nn.softplus(linear(z, hidden_size, "g0"))
    return linear(h0, 1, "g1")


def minibatch(x, num_kernels=5, kernel_dim=3):
    activation = tf.reshape(linear(x, num_kernels * kernel_dim, scope="minibatch", stddev=0.02),
                            (-1, num_kernels, kernel_dim))
    diffs = tf.expand_dims(activation, 3) - \
        tf.expand_dims(tf.transpose(activation, [1, 2, 0]), 0)
    abs_diffs = tf.reduce_sum(tf.abs(diffs), 2)
    minibatch_features = tf.reduce_sum(tf.exp(-abs_diffs), 2)
    return tf.concat([x, minibatch_features], 1)


def discriminator(x):
    h0 = tf.tanh(linear(x, hidden_size * 2, "d0"))
    h1 = tf.tanh(linear(h0, hidden_size * 2, "d1"))
    return tf.sigmoid(linear(minibatch(h1), 1, "d3"))


def optimizer(loss, var_list):
    step = tf.Variable(0, trainable=False)
    learning_rate = tf.train.exponential_decay(0.005, step, 150, 0.95, staircase=True)
    return tf.train.GradientDescentOptimizer(learning_rate).minimize(
        loss, global_step=step, var_list=var_list)


tf.set_random_seed(46)
with tf.variable_scope("G"):
    z = tf.placeholder(tf.float32, shape=(batch_size, 1))
    G = generator(z)
with tf.variable_scope("D") as scope:
    x = tf.placeholder(tf.float32, shape=(batch_size, 1))
    D1 = discriminator(x)
    scope.reuse_variables()
    D2 = discriminator(G)
loss_d = tf.reduce_mean(-tf.log(D1) - tf.log(1 - D2))
loss_g = tf.reduce_mean(-tf.log(D2))
params = tf.trainable_variables()
d_params = [v for v in params if v.name.startswith("D/")]
g_params = [v for v in params if v.name.startswith("G/")]
opt_d = optimizer(loss_d, d_params)
opt_g = optimizer(loss_g, g_params)
emit("d_params", d_params)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    printed = []
    for step in range(130):
        data, noise = sample_data(batch_size), sample_noise(batch_size)
        ld, _ = sess.run([loss_d, opt_d], {x: data[:, None], z: noise[:, None]})
        lg, _ = sess.run([loss_g, opt_g], {z: sample_noise(batch_size)[:, None]})
        if step % 10 == 0:
            printed.append([step, ld, lg])
    emit("log", printed)
    samples = sess.run(G, {z: sample_noise(batch_size)[:, None]})
    emit("generated", [float(samples.mean()), float(samples.std())])
