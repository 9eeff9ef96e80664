# tier: semantics
# A sequence model (conv1d, max_pooling1d, average_pooling1d) and an image autoencoder
# (conv2d with strides, conv2d_transpose back up) trained with RMSProp and Adagrad; the layers
# live in tf.make_template, so a second call shares them. Variable names and values after a
# few steps equal TF's.
import numpy as np
tf.set_random_seed(11)
seq = tf.placeholder(tf.float32, [None, 12, 2], name="seq")
img = tf.placeholder(tf.float32, [None, 6, 6, 1], name="img")


def sequence_model(s):
    h = tf.layers.conv1d(s, 4, 3, padding="same", activation=tf.nn.relu)
    h = tf.layers.max_pooling1d(h, 2, 2)
    h = tf.layers.conv1d(h, 2, 2, activation=tf.tanh)
    return tf.reduce_mean(tf.layers.average_pooling1d(h, 2, 1), axis=[1, 2])


def autoencoder(i):
    code = tf.layers.conv2d(i, 3, 3, strides=2, padding="same", activation=tf.nn.relu)
    return tf.layers.conv2d_transpose(code, 1, 3, strides=2, padding="same")


seq_net = tf.make_template("seq_net", sequence_model)
ae = tf.make_template("ae", autoencoder)
score, score2 = seq_net(seq), seq_net(seq * 2.0)
recon = ae(img)
seq_loss = tf.reduce_mean(tf.square(score - 0.5)) + tf.reduce_mean(tf.square(score2 + 0.5))
ae_loss = tf.reduce_mean(tf.square(recon - img)) + tf.reduce_mean(tf.square(ae(img * 0.5)))
train = tf.group(tf.train.RMSPropOptimizer(0.01).minimize(seq_loss),
                 tf.train.AdagradOptimizer(0.1).minimize(ae_loss))
emit("trainable", tf.trainable_variables())
emit("outputs", [score, score2, recon])
rng = np.random.RandomState(2)
feed = {seq: rng.randn(3, 12, 2).astype(np.float32),
        img: rng.rand(2, 6, 6, 1).astype(np.float32)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for _ in range(4):
        history.append(sess.run([seq_loss, ae_loss], feed))
        sess.run(train, feed)
    emit("history", history)
    emit("weights", sess.run(tf.trainable_variables()))
