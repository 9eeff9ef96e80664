# Evaluating with moving averages of the weights, as cifar10_train / cifar10_eval did: an
# ExponentialMovingAverage with num_updates=global_step applied to the trainable variables
# after each training step (tf.control_dependencies([opt_op]) then tf.group), and an
# evaluation model built from ema.average(var) of each variable, compared with the raw one.
import numpy as np

rng = np.random.RandomState(26)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.3) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), labels.astype(np.int32)


train_images, train_labels = make_digits(200)
test_images, test_labels = make_digits(100)

tf.set_random_seed(26)
images = tf.placeholder(tf.float32, [None, 784])
labels = tf.placeholder(tf.int32, [None])

with tf.variable_scope("softmax"):
    weights = tf.get_variable("weights", [784, 10],
                              initializer=tf.truncated_normal_initializer(stddev=0.01))
    biases = tf.get_variable("biases", [10], initializer=tf.zeros_initializer())
logits = tf.matmul(images, weights) + biases
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels,
                                                                     logits=logits))
global_step = tf.train.get_or_create_global_step()
opt_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss, global_step=global_step)

variable_averages = tf.train.ExponentialMovingAverage(0.9, global_step)
with tf.control_dependencies([opt_op]):
    variables_averages_op = variable_averages.apply(tf.trainable_variables())
train_op = tf.group(variables_averages_op, name='train')

avg_logits = tf.matmul(images, variable_averages.average(weights)) \
    + variable_averages.average(biases)


def accuracy_of(lg):
    return tf.reduce_mean(tf.cast(tf.nn.in_top_k(lg, labels, 1), tf.float32))


raw_accuracy = accuracy_of(logits)
avg_accuracy = accuracy_of(avg_logits)

emit("variables", tf.global_variables())
emit("moving_average_variables", tf.moving_average_variables())
emit("restore_names", sorted(variable_averages.variables_to_restore().keys()))
emit("op_count", len(tf.get_default_graph().get_operations()))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    losses = []
    for step in range(10):
        start = (step * 40) % 200
        _, l = sess.run([train_op, loss], {images: train_images[start:start + 40],
                                           labels: train_labels[start:start + 40]})
        if step % 3 == 0:
            print("step", step, "loss", l)
            losses.append(l)
    emit("losses", losses)
    feed = {images: test_images, labels: test_labels}
    emit("accuracies", sess.run([raw_accuracy, avg_accuracy], feed))
    emit("biases", sess.run([biases, variable_averages.average(biases)]))
