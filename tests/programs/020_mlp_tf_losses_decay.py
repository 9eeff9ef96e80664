# An MLP trained with the tf.losses helpers and a decaying learning rate:
# tf.losses.softmax_cross_entropy on one-hot labels, a regulariser through
# tf.losses.add_loss, tf.losses.get_total_loss, a global step from
# tf.train.get_or_create_global_step, tf.train.exponential_decay(staircase=True) fed to a
# MomentumOptimizer, and the learning rate read back as it decays.
import numpy as np

rng = np.random.RandomState(20)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.3) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), np.eye(10, dtype=np.float32)[labels]


train_images, train_labels = make_digits(200)
test_images, test_labels = make_digits(100)

tf.set_random_seed(20)
x = tf.placeholder(tf.float32, [None, 784], name="x")
y = tf.placeholder(tf.float32, [None, 10], name="y")

W1 = tf.Variable(tf.truncated_normal([784, 64], stddev=0.05), name="W1")
b1 = tf.Variable(tf.zeros([64]), name="b1")
W2 = tf.Variable(tf.truncated_normal([64, 10], stddev=0.05), name="W2")
b2 = tf.Variable(tf.zeros([10]), name="b2")
hidden = tf.nn.relu(tf.matmul(x, W1) + b1)
logits = tf.matmul(hidden, W2) + b2

xent = tf.losses.softmax_cross_entropy(onehot_labels=y, logits=logits)
tf.losses.add_loss(1e-4 * (tf.nn.l2_loss(W1) + tf.nn.l2_loss(W2)))
total_loss = tf.losses.get_total_loss(add_regularization_losses=False)

global_step = tf.train.get_or_create_global_step()
learning_rate = tf.train.exponential_decay(0.1, global_step, decay_steps=5, decay_rate=0.5,
                                           staircase=True)
train_op = tf.train.MomentumOptimizer(learning_rate, momentum=0.9).minimize(
    total_loss, global_step=global_step)

accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), tf.argmax(y, 1)), tf.float32))

emit("variables", tf.global_variables())
emit("losses_collection", tf.losses.get_losses())
emit("op_count", len(tf.get_default_graph().get_operations()))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for step in range(15):
        start = (step * 40) % 200
        feed = {x: train_images[start:start + 40], y: train_labels[start:start + 40]}
        _, loss_value, lr = sess.run([train_op, total_loss, learning_rate], feed_dict=feed)
        if step % 3 == 0:
            print("step %d loss %.4f lr %g" % (step, loss_value, lr))
            history.append([loss_value, lr])
    emit("history", history)
    emit("final", sess.run([global_step, learning_rate]))
    emit("accuracy", sess.run(accuracy, {x: test_images, y: test_labels}))
