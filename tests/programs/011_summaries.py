# TensorBoard summaries as mnist_with_summaries wrote them: a variable_summaries helper
# (mean, stddev, max, min scalars and a histogram under a name_scope), scalar summaries of the
# loss and accuracy, tf.summary.merge_all, and a tf.summary.FileWriter given sess.graph,
# adding a summary every step. The log dir is a temporary folder made and removed here.
import os
import shutil
import tempfile

import numpy as np

rng = np.random.RandomState(11)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.1) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), np.eye(10, dtype=np.float32)[labels]


train_images, train_labels = make_digits(200)
log_dir = tempfile.mkdtemp(prefix="summaries_")

tf.set_random_seed(11)
with tf.name_scope('input'):
    x = tf.placeholder(tf.float32, [None, 784], name='x-input')
    y_ = tf.placeholder(tf.float32, [None, 10], name='y-input')


def variable_summaries(var):
    with tf.name_scope('summaries'):
        mean = tf.reduce_mean(var)
        tf.summary.scalar('mean', mean)
        with tf.name_scope('stddev'):
            stddev = tf.sqrt(tf.reduce_mean(tf.square(var - mean)))
        tf.summary.scalar('stddev', stddev)
        tf.summary.scalar('max', tf.reduce_max(var))
        tf.summary.scalar('min', tf.reduce_min(var))
        tf.summary.histogram('histogram', var)


def nn_layer(input_tensor, input_dim, output_dim, layer_name, act=tf.nn.relu):
    with tf.name_scope(layer_name):
        with tf.name_scope('weights'):
            weights = tf.Variable(tf.truncated_normal([input_dim, output_dim], stddev=0.1))
            variable_summaries(weights)
        with tf.name_scope('biases'):
            biases = tf.Variable(tf.constant(0.1, shape=[output_dim]))
            variable_summaries(biases)
        with tf.name_scope('Wx_plus_b'):
            preactivate = tf.matmul(input_tensor, weights) + biases
            tf.summary.histogram('pre_activations', preactivate)
        activations = act(preactivate, name='activation')
        tf.summary.histogram('activations', activations)
        return activations


hidden1 = nn_layer(x, 784, 50, 'layer1')
y = nn_layer(hidden1, 50, 10, 'layer2', act=tf.identity)

with tf.name_scope('cross_entropy'):
    diff = tf.nn.softmax_cross_entropy_with_logits_v2(labels=y_, logits=y)
    with tf.name_scope('total'):
        cross_entropy = tf.reduce_mean(diff)
tf.summary.scalar('cross_entropy', cross_entropy)

with tf.name_scope('train'):
    train_step = tf.train.AdamOptimizer(0.001).minimize(cross_entropy)

with tf.name_scope('accuracy'):
    with tf.name_scope('correct_prediction'):
        correct_prediction = tf.equal(tf.argmax(y, 1), tf.argmax(y_, 1))
    with tf.name_scope('accuracy'):
        accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))
tf.summary.scalar('accuracy', accuracy)

merged = tf.summary.merge_all()
emit("summaries", tf.get_collection(tf.GraphKeys.SUMMARIES))
emit("merged", merged)
emit("op_count", len(tf.get_default_graph().get_operations()))

sess = tf.Session()
train_writer = tf.summary.FileWriter(log_dir + '/train', sess.graph)
tf.global_variables_initializer().run(session=sess)
losses = []
for i in range(10):
    start = (i * 40) % 200
    feed = {x: train_images[start:start + 40], y_: train_labels[start:start + 40]}
    summary, _, loss = sess.run([merged, train_step, cross_entropy], feed_dict=feed)
    train_writer.add_summary(summary, i)
    if i % 3 == 0:
        print('Loss at step %s: %s' % (i, loss))
        losses.append(loss)
train_writer.close()
sess.close()
emit("losses", losses)
emit("summary_is_bytes", isinstance(summary, bytes))
emit("event_files", len([f for f in os.listdir(log_dir + '/train')
                         if f.startswith('events.out.tfevents')]))
shutil.rmtree(log_dir)
