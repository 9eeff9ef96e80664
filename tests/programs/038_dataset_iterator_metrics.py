# An MNIST-like classifier fed by tf.data, as the TF 1.4+ input-pipeline guide taught:
# Dataset.from_tensor_slices over placeholders, shuffle(seed) + batch + repeat, and a
# make_initializable_iterator re-initialised each epoch with the training arrays and, for
# evaluation, with the test arrays. Evaluation uses tf.metrics.accuracy / precision / recall
# under a variable scope, resetting their local variables before each evaluation.
import numpy as np

rng = np.random.RandomState(38)
strokes = rng.rand(10, 64) < 0.2


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 64))
    images += (rng.rand(n, 64) < 0.45) * rng.rand(n, 64)
    return np.minimum(images, 1.0).astype(np.float32), labels.astype(np.int64)


train_images, train_labels = make_digits(96)
test_images, test_labels = make_digits(40)

tf.set_random_seed(38)
features_placeholder = tf.placeholder(tf.float32, [None, 64], name="features")
labels_placeholder = tf.placeholder(tf.int64, [None], name="labels")
batch_size = tf.placeholder(tf.int64, [], name="batch_size")

dataset = tf.data.Dataset.from_tensor_slices((features_placeholder, labels_placeholder))
dataset = dataset.shuffle(buffer_size=100, seed=7).batch(batch_size).repeat(1)
iterator = dataset.make_initializable_iterator()
images, labels = iterator.get_next()

with tf.variable_scope("model"):
    hidden = tf.layers.dense(images, 32, activation=tf.nn.relu, name="hidden")
    logits = tf.layers.dense(hidden, 10, name="logits")

loss = tf.losses.sparse_softmax_cross_entropy(labels=labels, logits=logits)
global_step = tf.train.get_or_create_global_step()
train_op = tf.train.GradientDescentOptimizer(0.3).minimize(loss, global_step=global_step)

predictions = tf.argmax(logits, 1)
is_three = tf.equal(labels, 3)
predicted_three = tf.equal(predictions, 3)
with tf.variable_scope("metrics") as metrics_scope:
    accuracy, accuracy_update = tf.metrics.accuracy(labels=labels, predictions=predictions)
    precision, precision_update = tf.metrics.precision(labels=is_three,
                                                       predictions=predicted_three)
    recall, recall_update = tf.metrics.recall(labels=is_three, predictions=predicted_three)
metric_vars = tf.get_collection(tf.GraphKeys.LOCAL_VARIABLES, scope=metrics_scope.name)
reset_metrics = tf.variables_initializer(metric_vars)
update_metrics = tf.group(accuracy_update, precision_update, recall_update)

emit("get_next", [images, labels])
emit("metric_vars", metric_vars)
emit("metrics", [accuracy, precision, recall, accuracy_update])


def evaluate(sess, x, y):
    sess.run(reset_metrics)
    sess.run(iterator.initializer, {features_placeholder: x, labels_placeholder: y,
                                    batch_size: 16})
    while True:
        try:
            sess.run(update_metrics)
        except tf.errors.OutOfRangeError:
            break
    return sess.run([accuracy, precision, recall])


with tf.Session() as sess:
    sess.run([tf.global_variables_initializer(), tf.local_variables_initializer()])
    epoch_losses = []
    for epoch in range(5):
        sess.run(iterator.initializer, {features_placeholder: train_images,
                                        labels_placeholder: train_labels, batch_size: 24})
        total = 0.0
        while True:
            try:
                l, _ = sess.run([loss, train_op])
                total += l
            except tf.errors.OutOfRangeError:
                break
        epoch_losses.append(total)
        print("epoch", epoch, "loss", total)
    emit("epoch_losses", epoch_losses)
    emit("step", sess.run(global_step))
    emit("train_metrics", evaluate(sess, train_images, train_labels))
    emit("test_metrics", evaluate(sess, test_images, test_labels))
    sess.run(iterator.initializer, {features_placeholder: test_images,
                                    labels_placeholder: test_labels, batch_size: 40})
    emit("first_test_labels", sess.run(labels)[:10])
    expect_error(lambda: sess.run(labels), "exhausted")
