# Batch normalisation by hand, as the 2016 blog tutorials wrote it: a batch_norm_wrapper that
# takes tf.nn.moments over the batch, keeps population mean and variance in non-trainable
# variables updated with tf.assign under control_dependencies while training, and calls
# tf.nn.batch_normalization with scale and beta variables; the inference graph uses the
# population statistics. Both graphs share the variables through Python references.
import numpy as np

rng = np.random.RandomState(21)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.3) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), np.eye(10, dtype=np.float32)[labels]


train_images, train_labels = make_digits(200)
test_images, test_labels = make_digits(100)

tf.set_random_seed(21)
epsilon = 1e-3
decay = 0.9


def batch_norm_variables(size):
    scale = tf.Variable(tf.ones([size]))
    beta = tf.Variable(tf.zeros([size]))
    pop_mean = tf.Variable(tf.zeros([size]), trainable=False)
    pop_var = tf.Variable(tf.ones([size]), trainable=False)
    return scale, beta, pop_mean, pop_var


def batch_norm_wrapper(inputs, bn_vars, is_training):
    scale, beta, pop_mean, pop_var = bn_vars
    if is_training:
        batch_mean, batch_var = tf.nn.moments(inputs, [0])
        train_mean = tf.assign(pop_mean, pop_mean * decay + batch_mean * (1 - decay))
        train_var = tf.assign(pop_var, pop_var * decay + batch_var * (1 - decay))
        with tf.control_dependencies([train_mean, train_var]):
            return tf.nn.batch_normalization(inputs, batch_mean, batch_var, beta, scale,
                                             epsilon)
    return tf.nn.batch_normalization(inputs, pop_mean, pop_var, beta, scale, epsilon)


w1 = tf.Variable(tf.random_normal([784, 100], stddev=0.05))
w2 = tf.Variable(tf.random_normal([100, 100], stddev=0.05))
w3 = tf.Variable(tf.random_normal([100, 10], stddev=0.05))
b3 = tf.Variable(tf.zeros([10]))
bn1 = batch_norm_variables(100)
bn2 = batch_norm_variables(100)


def build(x, is_training):
    z1 = tf.matmul(x, w1)
    l1 = tf.nn.sigmoid(batch_norm_wrapper(z1, bn1, is_training))
    z2 = tf.matmul(l1, w2)
    l2 = tf.nn.sigmoid(batch_norm_wrapper(z2, bn2, is_training))
    return tf.matmul(l2, w3) + b3


x = tf.placeholder(tf.float32, shape=[None, 784])
y_ = tf.placeholder(tf.float32, shape=[None, 10])
train_logits = build(x, is_training=True)
test_logits = build(x, is_training=False)

cross_entropy = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(
    labels=y_, logits=train_logits))
train_step = tf.train.GradientDescentOptimizer(0.5).minimize(cross_entropy)
correct_prediction = tf.equal(tf.argmax(test_logits, 1), tf.argmax(y_, 1))
accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))

emit("variables", tf.global_variables())
emit("trainable", tf.trainable_variables())
emit("op_count", len(tf.get_default_graph().get_operations()))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    losses = []
    for i in range(15):
        start = (i * 40) % 200
        _, l = sess.run([train_step, cross_entropy],
                        feed_dict={x: train_images[start:start + 40],
                                   y_: train_labels[start:start + 40]})
        if i % 5 == 0:
            print("step", i, "loss", l)
            losses.append(l)
    emit("losses", losses)
    emit("accuracy", sess.run(accuracy, feed_dict={x: test_images, y_: test_labels}))
    emit("pop_mean", sess.run(bn1[2])[:5])
    emit("pop_var", sess.run(bn2[3])[:5])
