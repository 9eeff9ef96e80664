# tf.make_template, as its docs taught sharing: a two-layer classifier written with
# tf.get_variable, wrapped once by make_template('classifier', ...) and called on the training
# batch and again on the test set, so both calls use the same four variables; the second call
# adds ops under classifier_1. Trained with gradient descent on a regularised loss.
import numpy as np

rng = np.random.RandomState(18)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.3) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), labels.astype(np.int32)


train_images, train_labels = make_digits(240)
test_images, test_labels = make_digits(100)

tf.set_random_seed(18)


def classifier(images, hidden=48):
    w1 = tf.get_variable("w1", [784, hidden],
                         initializer=tf.truncated_normal_initializer(stddev=0.05))
    b1 = tf.get_variable("b1", [hidden], initializer=tf.zeros_initializer())
    h = tf.nn.relu(tf.matmul(images, w1) + b1)
    w2 = tf.get_variable("w2", [hidden, 10],
                         initializer=tf.truncated_normal_initializer(stddev=0.05))
    b2 = tf.get_variable("b2", [10], initializer=tf.zeros_initializer())
    return tf.matmul(h, w2) + b2


model = tf.make_template('classifier', classifier)

train_x = tf.placeholder(tf.float32, [None, 784], name="train_x")
train_y = tf.placeholder(tf.int32, [None], name="train_y")
test_x = tf.placeholder(tf.float32, [None, 784], name="test_x")
test_y = tf.placeholder(tf.int32, [None], name="test_y")

train_logits = model(train_x)
test_logits = model(test_x)

xent = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
    labels=train_y, logits=train_logits))
l2 = tf.add_n([tf.nn.l2_loss(v) for v in model.trainable_variables])
loss = xent + 1e-4 * l2
train_op = tf.train.GradientDescentOptimizer(0.2).minimize(loss)

test_accuracy = tf.reduce_mean(tf.cast(
    tf.equal(tf.cast(tf.argmax(test_logits, 1), tf.int32), test_y), tf.float32))

emit("template_variables", model.variables)
emit("variables", tf.global_variables())
emit("logits", [train_logits, test_logits])
emit("op_count", len(tf.get_default_graph().get_operations()))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    losses = []
    for step in range(16):
        start = (step * 40) % 240
        _, l = sess.run([train_op, loss], {train_x: train_images[start:start + 40],
                                           train_y: train_labels[start:start + 40]})
        if step % 4 == 0:
            print("step", step, "loss", l)
            losses.append(l)
    emit("losses", losses)
    emit("test_accuracy", sess.run(test_accuracy, {test_x: test_images, test_y: test_labels}))
    emit("b2", sess.run(model.variables[3]))
