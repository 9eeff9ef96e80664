# tier: semantics
# A GAN in tf.layers: a generator (dense, conv2d_transpose) and a discriminator (conv2d,
# leaky_relu, flatten, dense) called twice, on real and fake images, the second time with
# reuse=True; each optimizer gets its own var_list picked by scope. Variable names, the
# discriminator's two op name scopes, and the losses and weights after alternating steps.
import numpy as np
tf.set_random_seed(7)
real = tf.placeholder(tf.float32, [None, 4, 4, 1], name="real")
z = tf.placeholder(tf.float32, [None, 3], name="z")


def generator(z):
    with tf.variable_scope("generator"):
        h = tf.layers.dense(z, 2 * 2 * 4, activation=tf.nn.relu)
        h = tf.reshape(h, [-1, 2, 2, 4])
        return tf.layers.conv2d_transpose(h, 1, 3, strides=2, padding="same",
                                          activation=tf.tanh)


def discriminator(x, reuse=None):
    with tf.variable_scope("discriminator", reuse=reuse):
        h = tf.layers.conv2d(x, 4, 3, strides=2, padding="same")
        h = tf.nn.leaky_relu(h, 0.2)
        return tf.layers.dense(tf.layers.flatten(h), 1, name="logit")


fake = generator(z)
d_real = discriminator(real)
d_fake = discriminator(fake, reuse=True)
emit("logits", [d_real, d_fake])
xent = tf.nn.sigmoid_cross_entropy_with_logits
d_loss = tf.reduce_mean(xent(labels=tf.ones_like(d_real), logits=d_real)) + \
    tf.reduce_mean(xent(labels=tf.zeros_like(d_fake), logits=d_fake))
g_loss = tf.reduce_mean(xent(labels=tf.ones_like(d_fake), logits=d_fake))
d_vars = [v for v in tf.trainable_variables() if v.name.startswith("discriminator/")]
g_vars = [v for v in tf.trainable_variables() if v.name.startswith("generator/")]
emit("d_vars", d_vars)
emit("g_vars", g_vars)
d_train = tf.train.AdamOptimizer(0.01, beta1=0.5).minimize(d_loss, var_list=d_vars)
g_train = tf.train.AdamOptimizer(0.01, beta1=0.5).minimize(g_loss, var_list=g_vars)
emit("global", tf.global_variables())
rng = np.random.RandomState(1)
feed = {real: rng.rand(5, 4, 4, 1).astype(np.float32) * 2 - 1,
        z: rng.randn(5, 3).astype(np.float32)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for _ in range(3):
        history.append(sess.run([d_loss, g_loss], feed))
        sess.run(d_train, feed)
        sess.run(g_train, feed)
    emit("history", history)
    emit("fake", sess.run(fake, feed))
    emit("weights", sess.run(d_vars + g_vars))
