# A GAN written with tf.layers, as the later TensorFlow-Examples did: generator and
# discriminator are functions opening variable_scope('Generator') / ('Discriminator', reuse=...),
# the discriminator is called on real images and again with reuse=True on generated ones, the
# losses use sigmoid_cross_entropy_with_logits with ones_like / zeros_like targets, and each
# optimizer trains the variables it finds in its scope's TRAINABLE_VARIABLES.
import numpy as np

rng = np.random.RandomState(8)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.1) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32)


train_images = make_digits(128)

tf.set_random_seed(8)
noise_dim = 64
batch_size = 32


def leaky_relu(x, alpha=0.2):
    return tf.maximum(x, alpha * x)


def generator(x, reuse=False):
    with tf.variable_scope('Generator', reuse=reuse):
        x = tf.layers.dense(x, units=128)
        x = leaky_relu(x)
        x = tf.layers.dense(x, units=784)
        x = tf.nn.sigmoid(x)
        return x


def discriminator(x, reuse=False):
    with tf.variable_scope('Discriminator', reuse=reuse):
        x = tf.layers.dense(x, units=128)
        x = leaky_relu(x)
        x = tf.layers.dense(x, units=1)
    return x


noise_input = tf.placeholder(tf.float32, shape=[None, noise_dim])
real_image_input = tf.placeholder(tf.float32, shape=[None, 784])

gen_sample = generator(noise_input)
disc_real = discriminator(real_image_input)
disc_fake = discriminator(gen_sample, reuse=True)

disc_loss_real = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(
    logits=disc_real, labels=tf.ones_like(disc_real)))
disc_loss_fake = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(
    logits=disc_fake, labels=tf.zeros_like(disc_fake)))
disc_loss = disc_loss_real + disc_loss_fake
gen_loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(
    logits=disc_fake, labels=tf.ones_like(disc_fake)))

optimizer_gen = tf.train.AdamOptimizer(learning_rate=0.001, beta1=0.5)
optimizer_disc = tf.train.AdamOptimizer(learning_rate=0.001, beta1=0.5)

gen_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope='Generator')
disc_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope='Discriminator')

train_gen = optimizer_gen.minimize(gen_loss, var_list=gen_vars)
train_disc = optimizer_disc.minimize(disc_loss, var_list=disc_vars)

emit("gen_vars", gen_vars)
emit("disc_vars", disc_vars)
emit("variables", tf.global_variables())
emit("op_count", len(tf.get_default_graph().get_operations()))

init = tf.global_variables_initializer()
sess = tf.Session()
sess.run(init)
losses = []
for i in range(1, 9):
    start = (i * batch_size) % 128
    batch_x = train_images[start:start + batch_size]
    z = rng.uniform(-1., 1., size=[batch_size, noise_dim]).astype(np.float32)
    _, dl = sess.run([train_disc, disc_loss], feed_dict={real_image_input: batch_x,
                                                          noise_input: z})
    _, gl = sess.run([train_gen, gen_loss], feed_dict={noise_input: z})
    if i % 2 == 0:
        print('Step %i: Generator Loss: %f, Discriminator Loss: %f' % (i, gl, dl))
        losses.append([gl, dl])
emit("losses", losses)
z = rng.uniform(-1., 1., size=[3, noise_dim]).astype(np.float32)
emit("fake_scores", sess.run(disc_fake, feed_dict={noise_input: z}))
sess.close()
