# Batch normalisation the two ways TF1 tutorials trained it, on small synthetic images.
# (a) tf.layers: conv2d / batch_normalization(training=is_training) twice, the moving
#     statistics updated by the UPDATE_OPS collection under control_dependencies around
#     AdamOptimizer.minimize. The layers before each batch norm have no bias, as the
#     batch_normalization docs advise: a bias there gets a gradient that is zero but for float32
#     rounding (the batch norm subtracts the batch mean), and Adam, dividing by its running
#     RMS, turns that rounding noise (~1e-9, below its epsilon of 1e-8) into steps of a good
#     part of the learning rate, so the moving means would follow Eigen's rounding.
# (b) by hand: tf.nn.moments over the batch (and the image axes for a conv), an
#     ExponentialMovingAverage(0.9) applied inside the training branch of a tf.cond, identity
#     of mean and variance under control_dependencies on the EMA's update, ema.average(...) in
#     the other branch, then tf.nn.batch_normalization. Its dense layer keeps a bias in front of
#     the batch norm and trains with momentum, whose steps stay in proportion to the gradient.
import numpy as np

rng = np.random.RandomState(45)
patterns = rng.rand(4, 8, 8, 1)


def make_images(n):
    labels = rng.randint(0, 4, n)
    images = patterns[labels] + 0.5 * rng.randn(n, 8, 8, 1)
    return images.astype(np.float32), labels.astype(np.int64)


train_images, train_labels = make_images(96)
test_images, test_labels = make_images(48)

tf.set_random_seed(45)
images = tf.placeholder(tf.float32, [None, 8, 8, 1], name="images")
labels = tf.placeholder(tf.int64, [None], name="labels")
is_training = tf.placeholder(tf.bool, name="is_training")


def accuracy_of(logits):
    return tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), labels), tf.float32))


with tf.variable_scope("layers_bn"):
    net = tf.layers.conv2d(images, 6, 3, padding="same", use_bias=False)
    net = tf.nn.relu(tf.layers.batch_normalization(net, training=is_training))
    net = tf.layers.max_pooling2d(net, 2, 2)
    net = tf.layers.dense(tf.layers.flatten(net), 16, use_bias=False)
    net = tf.nn.relu(tf.layers.batch_normalization(net, training=is_training))
    logits_a = tf.layers.dense(net, 4)
    loss_a = tf.losses.sparse_softmax_cross_entropy(labels, logits_a)
    update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
    with tf.control_dependencies(update_ops):
        train_a = tf.train.AdamOptimizer(0.01).minimize(loss_a)
    accuracy_a = accuracy_of(logits_a)


def batch_norm(x, axes, name):
    depth = x.shape[-1].value
    with tf.variable_scope(name):
        beta = tf.Variable(tf.zeros([depth]), name="beta")
        gamma = tf.Variable(tf.ones([depth]), name="gamma")
        batch_mean, batch_var = tf.nn.moments(x, axes, name="moments")
        ema = tf.train.ExponentialMovingAverage(decay=0.9)

        def mean_var_with_update():
            ema_apply_op = ema.apply([batch_mean, batch_var])
            with tf.control_dependencies([ema_apply_op]):
                return tf.identity(batch_mean), tf.identity(batch_var)

        mean, var = tf.cond(is_training, mean_var_with_update,
                            lambda: (ema.average(batch_mean), ema.average(batch_var)))
        return tf.nn.batch_normalization(x, mean, var, beta, gamma, 1e-3), ema, batch_mean


with tf.variable_scope("manual_bn"):
    kernel = tf.Variable(tf.truncated_normal([3, 3, 1, 6], stddev=0.3), name="kernel")
    conv = tf.nn.conv2d(images, kernel, [1, 1, 1, 1], "SAME")
    conv_bn, conv_ema, conv_mean = batch_norm(conv, [0, 1, 2], "bn1")
    pooled = tf.nn.max_pool(tf.nn.relu(conv_bn), [1, 2, 2, 1], [1, 2, 2, 1], "VALID")
    flat = tf.reshape(pooled, [-1, 4 * 4 * 6])
    w1 = tf.Variable(tf.truncated_normal([96, 16], stddev=0.1), name="w1")
    b1 = tf.Variable(tf.constant(0.1, shape=[16]), name="b1")
    hidden_bn, hidden_ema, hidden_mean = batch_norm(tf.matmul(flat, w1) + b1, [0], "bn2")
    w2 = tf.Variable(tf.truncated_normal([16, 4], stddev=0.1), name="w2")
    logits_b = tf.matmul(tf.nn.relu(hidden_bn), w2)
    loss_b = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels,
                                                                           logits=logits_b))
    train_b = tf.train.MomentumOptimizer(0.05, 0.9).minimize(loss_b)
    accuracy_b = accuracy_of(logits_b)

emit("update_ops", [op.name for op in update_ops])
emit("ema_variables", [v.name for v in tf.global_variables() if "ExponentialMovingAverage" in v.name])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for name, loss, train_op in (("layers", loss_a, train_a), ("manual", loss_b, train_b)):
        history = []
        for step in range(24):
            i = (step % 6) * 16
            feed = {images: train_images[i:i + 16], labels: train_labels[i:i + 16],
                    is_training: True}
            history.append(sess.run([train_op, loss], feed)[1])
        emit(name + "_losses", history)
    test = {images: test_images, labels: test_labels, is_training: False}
    emit("test", sess.run([loss_a, accuracy_a, loss_b, accuracy_b], test))
    emit("moving_statistics", sess.run(
        [v for v in tf.global_variables() if "moving_" in v.name] +
        [conv_ema.average(conv_mean), hidden_ema.average(hidden_mean)]))
