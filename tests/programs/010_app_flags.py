# A program run through tf.app.run, with its settings in tf.app.flags (DEFINE_integer,
# DEFINE_float, DEFINE_string, DEFINE_boolean) read from FLAGS inside main(_), as the
# fully_connected_feed / cifar10_train programs did. tf.app.run parses the command line
# (here only the program's name, so every flag keeps its default), calls main and exits with
# sys.exit; the runner takes exit code 0/None as a normal end.
import numpy as np

flags = tf.app.flags
flags.DEFINE_integer('max_steps', 15, 'Number of steps to run trainer.')
flags.DEFINE_float('learning_rate', 0.3, 'Initial learning rate.')
flags.DEFINE_integer('hidden1', 32, 'Number of units in hidden layer 1.')
flags.DEFINE_integer('batch_size', 40, 'Batch size.')
flags.DEFINE_string('train_dir', '/tmp/never_written', 'Directory to put the training data.')
flags.DEFINE_boolean('fake_data', False, 'If true, uses fake data for unit testing.')
FLAGS = flags.FLAGS

NUM_CLASSES = 10
IMAGE_PIXELS = 784


def make_digits(rng, n):
    strokes = np.random.RandomState(10).rand(10, 784) < 0.15
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.1) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), labels.astype(np.int32)


def inference(images, hidden1_units):
    with tf.name_scope('hidden1'):
        weights = tf.Variable(
            tf.truncated_normal([IMAGE_PIXELS, hidden1_units],
                                stddev=1.0 / np.sqrt(float(IMAGE_PIXELS))), name='weights')
        biases = tf.Variable(tf.zeros([hidden1_units]), name='biases')
        hidden1 = tf.nn.relu(tf.matmul(images, weights) + biases)
    with tf.name_scope('softmax_linear'):
        weights = tf.Variable(
            tf.truncated_normal([hidden1_units, NUM_CLASSES],
                                stddev=1.0 / np.sqrt(float(hidden1_units))), name='weights')
        biases = tf.Variable(tf.zeros([NUM_CLASSES]), name='biases')
        logits = tf.matmul(hidden1, weights) + biases
    return logits


def loss_fn(logits, labels):
    labels = tf.to_int64(labels)
    return tf.losses.sparse_softmax_cross_entropy(labels=labels, logits=logits)


def training(loss, learning_rate):
    optimizer = tf.train.GradientDescentOptimizer(learning_rate)
    global_step = tf.Variable(0, name='global_step', trainable=False)
    return optimizer.minimize(loss, global_step=global_step)


def evaluation(logits, labels):
    correct = tf.nn.in_top_k(logits, labels, 1)
    return tf.reduce_sum(tf.cast(correct, tf.int32))


def run_training():
    rng = np.random.RandomState(10)
    train_images, train_labels = make_digits(rng, 200)
    test_images, test_labels = make_digits(rng, 100)
    with tf.Graph().as_default():
        tf.set_random_seed(10)
        images_placeholder = tf.placeholder(tf.float32, shape=(None, IMAGE_PIXELS))
        labels_placeholder = tf.placeholder(tf.int32, shape=(None,))
        logits = inference(images_placeholder, FLAGS.hidden1)
        loss = loss_fn(logits, labels_placeholder)
        train_op = training(loss, FLAGS.learning_rate)
        eval_correct = evaluation(logits, labels_placeholder)
        init = tf.global_variables_initializer()
        emit("variables", tf.global_variables())
        emit("op_count", len(tf.get_default_graph().get_operations()))
        sess = tf.Session()
        sess.run(init)
        losses = []
        for step in range(FLAGS.max_steps):
            start = (step * FLAGS.batch_size) % 200
            feed_dict = {images_placeholder: train_images[start:start + FLAGS.batch_size],
                         labels_placeholder: train_labels[start:start + FLAGS.batch_size]}
            _, loss_value = sess.run([train_op, loss], feed_dict=feed_dict)
            if step % 5 == 0:
                print('Step %d: loss = %.2f' % (step, loss_value))
                losses.append(loss_value)
        emit("losses", losses)
        true_count = sess.run(eval_correct, feed_dict={images_placeholder: test_images,
                                                       labels_placeholder: test_labels})
        print('Num examples: %d  Num correct: %d  Precision @ 1: %0.04f'
              % (100, true_count, true_count / 100.0))
        emit("true_count", true_count)
        sess.close()


def main(_):
    emit("flags", [FLAGS.max_steps, FLAGS.learning_rate, FLAGS.hidden1, FLAGS.train_dir,
                   FLAGS.fake_data])
    run_training()


if __name__ == '__main__':
    tf.app.run()
