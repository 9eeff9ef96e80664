# The autoencoder of TensorFlow-Examples: weight and bias dicts of
# tf.Variable(tf.random_normal(...)), a sigmoid encoder 784 -> 128 -> 32 and its mirror decoder,
# the mean of tf.pow(y_true - y_pred, 2) as the loss, RMSProp, and a reconstruction check on
# held-out images.
import numpy as np

rng = np.random.RandomState(3)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.1) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32)


train_images = make_digits(256)
test_images = make_digits(8)

tf.set_random_seed(3)
learning_rate = 0.01
num_steps = 16
batch_size = 32
display_step = 4

num_hidden_1 = 128
num_hidden_2 = 32
num_input = 784

X = tf.placeholder("float", [None, num_input])

weights = {
    'encoder_h1': tf.Variable(tf.random_normal([num_input, num_hidden_1])),
    'encoder_h2': tf.Variable(tf.random_normal([num_hidden_1, num_hidden_2])),
    'decoder_h1': tf.Variable(tf.random_normal([num_hidden_2, num_hidden_1])),
    'decoder_h2': tf.Variable(tf.random_normal([num_hidden_1, num_input])),
}
biases = {
    'encoder_b1': tf.Variable(tf.random_normal([num_hidden_1])),
    'encoder_b2': tf.Variable(tf.random_normal([num_hidden_2])),
    'decoder_b1': tf.Variable(tf.random_normal([num_hidden_1])),
    'decoder_b2': tf.Variable(tf.random_normal([num_input])),
}


def encoder(x):
    layer_1 = tf.nn.sigmoid(tf.add(tf.matmul(x, weights['encoder_h1']), biases['encoder_b1']))
    layer_2 = tf.nn.sigmoid(tf.add(tf.matmul(layer_1, weights['encoder_h2']),
                                   biases['encoder_b2']))
    return layer_2


def decoder(x):
    layer_1 = tf.nn.sigmoid(tf.add(tf.matmul(x, weights['decoder_h1']), biases['decoder_b1']))
    layer_2 = tf.nn.sigmoid(tf.add(tf.matmul(layer_1, weights['decoder_h2']),
                                   biases['decoder_b2']))
    return layer_2


encoder_op = encoder(X)
decoder_op = decoder(encoder_op)

y_pred = decoder_op
y_true = X

loss = tf.reduce_mean(tf.pow(y_true - y_pred, 2))
optimizer = tf.train.RMSPropOptimizer(learning_rate).minimize(loss)

init = tf.global_variables_initializer()
emit("variables", tf.global_variables())
emit("op_count", len(tf.get_default_graph().get_operations()))

with tf.Session() as sess:
    sess.run(init)
    losses = []
    for i in range(1, num_steps + 1):
        start = (i * batch_size) % 256
        batch_x = train_images[start:start + batch_size]
        _, l = sess.run([optimizer, loss], feed_dict={X: batch_x})
        if i % display_step == 0 or i == 1:
            print('Step %i: Minibatch Loss: %f' % (i, l))
            losses.append(l)
    emit("losses", losses)
    g = sess.run(decoder_op, feed_dict={X: test_images})
    emit("reconstruction_error", np.mean((g - test_images) ** 2))
    emit("reconstruction_sample", g[0, :8])
    emit("encoder_b2", sess.run(biases['encoder_b2'])[:6])
