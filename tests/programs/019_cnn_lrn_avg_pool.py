# A CIFAR-10-tutorial-shaped CNN on MNIST-shaped images: _variable_on_cpu /
# _variable_with_weight_decay helpers (get_variable under tf.device('/cpu:0'), the decay added
# to the 'losses' collection), conv -> bias_add -> relu -> max_pool 3x3/2 -> lrn, a second conv
# with lrn before tf.nn.avg_pool, local layers, and the total loss as
# add_n(get_collection('losses')). Trained with gradient descent for a few steps.
import numpy as np

rng = np.random.RandomState(19)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.2) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), labels.astype(np.int64)


train_images, train_labels = make_digits(96)

tf.set_random_seed(19)
BATCH_SIZE = 24
NUM_CLASSES = 10


def _variable_on_cpu(name, shape, initializer):
    with tf.device('/cpu:0'):
        var = tf.get_variable(name, shape, initializer=initializer, dtype=tf.float32)
    return var


def _variable_with_weight_decay(name, shape, stddev, wd):
    var = _variable_on_cpu(name, shape,
                           tf.truncated_normal_initializer(stddev=stddev, dtype=tf.float32))
    if wd is not None:
        weight_decay = tf.multiply(tf.nn.l2_loss(var), wd, name='weight_loss')
        tf.add_to_collection('losses', weight_decay)
    return var


def inference(images):
    with tf.variable_scope('conv1') as scope:
        kernel = _variable_with_weight_decay('weights', shape=[5, 5, 1, 16], stddev=5e-2,
                                             wd=None)
        conv = tf.nn.conv2d(images, kernel, [1, 1, 1, 1], padding='SAME')
        biases = _variable_on_cpu('biases', [16], tf.constant_initializer(0.0))
        pre_activation = tf.nn.bias_add(conv, biases)
        conv1 = tf.nn.relu(pre_activation, name=scope.name)
    pool1 = tf.nn.max_pool(conv1, ksize=[1, 3, 3, 1], strides=[1, 2, 2, 1], padding='SAME',
                           name='pool1')
    norm1 = tf.nn.lrn(pool1, 4, bias=1.0, alpha=0.001 / 9.0, beta=0.75, name='norm1')

    with tf.variable_scope('conv2') as scope:
        kernel = _variable_with_weight_decay('weights', shape=[5, 5, 16, 16], stddev=5e-2,
                                             wd=None)
        conv = tf.nn.conv2d(norm1, kernel, [1, 1, 1, 1], padding='SAME')
        biases = _variable_on_cpu('biases', [16], tf.constant_initializer(0.1))
        pre_activation = tf.nn.bias_add(conv, biases)
        conv2 = tf.nn.relu(pre_activation, name=scope.name)
    norm2 = tf.nn.lrn(conv2, 4, bias=1.0, alpha=0.001 / 9.0, beta=0.75, name='norm2')
    pool2 = tf.nn.avg_pool(norm2, ksize=[1, 3, 3, 1], strides=[1, 2, 2, 1], padding='SAME',
                           name='pool2')

    with tf.variable_scope('local3') as scope:
        reshape = tf.reshape(pool2, [BATCH_SIZE, -1])
        dim = reshape.get_shape()[1].value
        weights = _variable_with_weight_decay('weights', shape=[dim, 64], stddev=0.04,
                                              wd=0.004)
        biases = _variable_on_cpu('biases', [64], tf.constant_initializer(0.1))
        local3 = tf.nn.relu(tf.matmul(reshape, weights) + biases, name=scope.name)

    with tf.variable_scope('softmax_linear') as scope:
        weights = _variable_with_weight_decay('weights', [64, NUM_CLASSES], stddev=1 / 64.0,
                                              wd=None)
        biases = _variable_on_cpu('biases', [NUM_CLASSES], tf.constant_initializer(0.0))
        softmax_linear = tf.add(tf.matmul(local3, weights), biases, name=scope.name)
    return softmax_linear


def loss(logits, labels):
    labels = tf.cast(labels, tf.int64)
    cross_entropy = tf.nn.sparse_softmax_cross_entropy_with_logits(
        labels=labels, logits=logits, name='cross_entropy_per_example')
    cross_entropy_mean = tf.reduce_mean(cross_entropy, name='cross_entropy')
    tf.add_to_collection('losses', cross_entropy_mean)
    return tf.add_n(tf.get_collection('losses'), name='total_loss')


images = tf.placeholder(tf.float32, [BATCH_SIZE, 28, 28, 1])
labels = tf.placeholder(tf.int64, [BATCH_SIZE])
logits = inference(images)
total_loss = loss(logits, labels)
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(total_loss)

emit("variables", tf.global_variables())
emit("losses_collection", tf.get_collection('losses'))
emit("op_count", len(tf.get_default_graph().get_operations()))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    losses = []
    for step in range(8):
        start = (step * BATCH_SIZE) % 96
        feed = {images: train_images[start:start + BATCH_SIZE].reshape(-1, 28, 28, 1),
                labels: train_labels[start:start + BATCH_SIZE]}
        _, loss_value = sess.run([train_op, total_loss], feed_dict=feed)
        if step % 2 == 0:
            print('step %d, loss = %.2f' % (step, loss_value))
            losses.append(loss_value)
    emit("losses", losses)
    emit("logits_sample", sess.run(logits, feed)[:2])
