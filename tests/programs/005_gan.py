# The GAN of TensorFlow-Examples: generator 100 -> 256 -> 784 and discriminator 784 -> 256 -> 1
# from weight dicts initialised by a glorot_init helper, the discriminator built twice on the
# same weights (real images and generated ones), -log losses, and two Adam optimizers each
# limited to its network by var_list. The noise is drawn with numpy, as in the tutorial.
import numpy as np

rng = np.random.RandomState(5)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.1) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32)


train_images = make_digits(128)

tf.set_random_seed(5)
num_steps = 10
batch_size = 32
learning_rate = 0.0002

image_dim = 784
gen_hidden_dim = 256
disc_hidden_dim = 256
noise_dim = 100


def glorot_init(shape):
    return tf.random_normal(shape=shape, stddev=1. / tf.sqrt(shape[0] / 2.))


weights = {
    'gen_hidden1': tf.Variable(glorot_init([noise_dim, gen_hidden_dim])),
    'gen_out': tf.Variable(glorot_init([gen_hidden_dim, image_dim])),
    'disc_hidden1': tf.Variable(glorot_init([image_dim, disc_hidden_dim])),
    'disc_out': tf.Variable(glorot_init([disc_hidden_dim, 1])),
}
biases = {
    'gen_hidden1': tf.Variable(tf.zeros([gen_hidden_dim])),
    'gen_out': tf.Variable(tf.zeros([image_dim])),
    'disc_hidden1': tf.Variable(tf.zeros([disc_hidden_dim])),
    'disc_out': tf.Variable(tf.zeros([1])),
}


def generator(x):
    hidden_layer = tf.matmul(x, weights['gen_hidden1'])
    hidden_layer = tf.add(hidden_layer, biases['gen_hidden1'])
    hidden_layer = tf.nn.relu(hidden_layer)
    out_layer = tf.matmul(hidden_layer, weights['gen_out'])
    out_layer = tf.add(out_layer, biases['gen_out'])
    out_layer = tf.nn.sigmoid(out_layer)
    return out_layer


def discriminator(x):
    hidden_layer = tf.matmul(x, weights['disc_hidden1'])
    hidden_layer = tf.add(hidden_layer, biases['disc_hidden1'])
    hidden_layer = tf.nn.relu(hidden_layer)
    out_layer = tf.matmul(hidden_layer, weights['disc_out'])
    out_layer = tf.add(out_layer, biases['disc_out'])
    out_layer = tf.nn.sigmoid(out_layer)
    return out_layer


gen_input = tf.placeholder(tf.float32, shape=[None, noise_dim], name='input_noise')
disc_input = tf.placeholder(tf.float32, shape=[None, image_dim], name='disc_input')

gen_sample = generator(gen_input)
disc_real = discriminator(disc_input)
disc_fake = discriminator(gen_sample)

gen_loss = -tf.reduce_mean(tf.log(disc_fake))
disc_loss = -tf.reduce_mean(tf.log(disc_real) + tf.log(1. - disc_fake))

optimizer_gen = tf.train.AdamOptimizer(learning_rate=learning_rate)
optimizer_disc = tf.train.AdamOptimizer(learning_rate=learning_rate)

gen_vars = [weights['gen_hidden1'], weights['gen_out'],
            biases['gen_hidden1'], biases['gen_out']]
disc_vars = [weights['disc_hidden1'], weights['disc_out'],
             biases['disc_hidden1'], biases['disc_out']]

train_gen = optimizer_gen.minimize(gen_loss, var_list=gen_vars)
train_disc = optimizer_disc.minimize(disc_loss, var_list=disc_vars)

init = tf.global_variables_initializer()
emit("variables", tf.global_variables())
ops = tf.get_default_graph().get_operations()
emit("op_count", len(ops))
emit("adam_ops", [op.name for op in ops if op.type == "ApplyAdam"])

with tf.Session() as sess:
    sess.run(init)
    losses = []
    for i in range(1, num_steps + 1):
        start = (i * batch_size) % 128
        batch_x = train_images[start:start + batch_size]
        z = rng.uniform(-1., 1., size=[batch_size, noise_dim]).astype(np.float32)
        feed_dict = {disc_input: batch_x, gen_input: z}
        # The tutorial ran both train ops in one sess.run; TF then orders the two updates as
        # its threads come, and the losses differ from run to run. One run each is repeatable.
        _, dl = sess.run([train_disc, disc_loss], feed_dict=feed_dict)
        _, gl = sess.run([train_gen, gen_loss], feed_dict=feed_dict)
        if i % 2 == 0 or i == 1:
            print('Step %i: Generator Loss: %f, Discriminator Loss: %f' % (i, gl, dl))
            losses.append([gl, dl])
    emit("losses", losses)
    z = rng.uniform(-1., 1., size=[4, noise_dim]).astype(np.float32)
    emit("generated_mean", sess.run(gen_sample, feed_dict={gen_input: z}).mean(axis=1))
    emit("disc_out_bias", sess.run(biases['disc_out']))
