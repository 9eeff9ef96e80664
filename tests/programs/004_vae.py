# The variational autoencoder of TensorFlow-Examples: a glorot_init helper
# (random_normal scaled by 1/sqrt(fan_in/2)), an encoder 784 -> 512 -> (z_mean, z_std) with a
# 2-d latent space, the reparameterisation trick with a named random_normal epsilon, the
# Bernoulli reconstruction loss plus the KL divergence, and RMSProp. The decoder is then run
# alone on latent points fed through the same graph, as the tutorial's generator did.
import numpy as np

rng = np.random.RandomState(4)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.1) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32)


train_images = make_digits(192)

tf.set_random_seed(4)
learning_rate = 0.001
num_steps = 12
batch_size = 32

image_dim = 784
hidden_dim = 512
latent_dim = 2


def glorot_init(shape):
    return tf.random_normal(shape=shape, stddev=1. / tf.sqrt(shape[0] / 2.))


weights = {
    'encoder_h1': tf.Variable(glorot_init([image_dim, hidden_dim])),
    'z_mean': tf.Variable(glorot_init([hidden_dim, latent_dim])),
    'z_std': tf.Variable(glorot_init([hidden_dim, latent_dim])),
    'decoder_h1': tf.Variable(glorot_init([latent_dim, hidden_dim])),
    'decoder_out': tf.Variable(glorot_init([hidden_dim, image_dim]))
}
biases = {
    'encoder_b1': tf.Variable(glorot_init([hidden_dim])),
    'z_mean': tf.Variable(glorot_init([latent_dim])),
    'z_std': tf.Variable(glorot_init([latent_dim])),
    'decoder_b1': tf.Variable(glorot_init([hidden_dim])),
    'decoder_out': tf.Variable(glorot_init([image_dim]))
}

input_image = tf.placeholder(tf.float32, shape=[None, image_dim])
encoder = tf.matmul(input_image, weights['encoder_h1']) + biases['encoder_b1']
encoder = tf.nn.tanh(encoder)
z_mean = tf.matmul(encoder, weights['z_mean']) + biases['z_mean']
z_std = tf.matmul(encoder, weights['z_std']) + biases['z_std']

eps = tf.random_normal(tf.shape(z_std), dtype=tf.float32, mean=0., stddev=1.0,
                       name='epsilon')
z = z_mean + tf.exp(z_std / 2) * eps

decoder = tf.matmul(z, weights['decoder_h1']) + biases['decoder_b1']
decoder = tf.nn.tanh(decoder)
decoder = tf.matmul(decoder, weights['decoder_out']) + biases['decoder_out']
decoder = tf.nn.sigmoid(decoder)


def vae_loss(x_reconstructed, x_true):
    encode_decode_loss = x_true * tf.log(1e-10 + x_reconstructed) \
        + (1 - x_true) * tf.log(1e-10 + 1 - x_reconstructed)
    encode_decode_loss = -tf.reduce_sum(encode_decode_loss, 1)
    kl_div_loss = 1 + z_std - tf.square(z_mean) - tf.exp(z_std)
    kl_div_loss = -0.5 * tf.reduce_sum(kl_div_loss, 1)
    return tf.reduce_mean(encode_decode_loss + kl_div_loss)


loss_op = vae_loss(decoder, input_image)
optimizer = tf.train.RMSPropOptimizer(learning_rate=learning_rate)
train_op = optimizer.minimize(loss_op)

init = tf.global_variables_initializer()
emit("variables", tf.global_variables())
emit("op_count", len(tf.get_default_graph().get_operations()))
emit("epsilon", eps)

with tf.Session() as sess:
    sess.run(init)
    losses = []
    for i in range(1, num_steps + 1):
        start = (i * batch_size) % 192
        batch_x = train_images[start:start + batch_size]
        _, l = sess.run([train_op, loss_op], feed_dict={input_image: batch_x})
        if i % 3 == 0 or i == 1:
            print('Step %i, Loss: %f' % (i, l))
            losses.append(l)
    emit("losses", losses)
    # generate images from a grid of latent points, feeding z directly
    grid = np.array([[a, b] for a in (-1.0, 0.0, 1.0) for b in (-1.0, 1.0)], dtype=np.float32)
    generated = sess.run(decoder, feed_dict={z: grid})
    emit("generated_mean", generated.mean(axis=1))
    emit("z_mean_bias", sess.run(biases['z_mean']))
