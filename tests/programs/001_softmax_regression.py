# "MNIST for ML beginners": softmax regression y = softmax(xW + b), the hand-written
# cross-entropy -sum(y_ * log(y)), plain gradient descent on mini-batches, and the accuracy from
# argmax / equal / cast / reduce_mean. The data is MNIST-shaped (784 features in [0, 1], ten
# classes) and made here from a seeded RandomState.
import numpy as np

rng = np.random.RandomState(0)
strokes = rng.rand(10, 784) < 0.15  # the pixels each digit lights


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.1) * rng.rand(n, 784)  # stray ink
    return np.minimum(images, 1.0).astype(np.float32), np.eye(10, dtype=np.float32)[labels]


train_images, train_labels = make_digits(500)
test_images, test_labels = make_digits(200)

tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 784])
W = tf.Variable(tf.zeros([784, 10]))
b = tf.Variable(tf.zeros([10]))
y = tf.nn.softmax(tf.matmul(x, W) + b)

y_ = tf.placeholder(tf.float32, [None, 10])
cross_entropy = tf.reduce_mean(-tf.reduce_sum(y_ * tf.log(y), reduction_indices=[1]))
train_step = tf.train.GradientDescentOptimizer(0.5).minimize(cross_entropy)

correct_prediction = tf.equal(tf.argmax(y, 1), tf.argmax(y_, 1))
accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))

emit("variables", tf.global_variables())
emit("op_count", len(tf.get_default_graph().get_operations()))

sess = tf.Session()
sess.run(tf.global_variables_initializer())
losses = []
for i in range(30):
    start = (i * 50) % 500
    batch_xs, batch_ys = train_images[start:start + 50], train_labels[start:start + 50]
    _, loss = sess.run([train_step, cross_entropy], feed_dict={x: batch_xs, y_: batch_ys})
    if i % 5 == 0:
        print("step", i, "loss", loss)
        losses.append(loss)
emit("losses", losses)
emit("accuracy", sess.run(accuracy, feed_dict={x: test_images, y_: test_labels}))
emit("W_sample", sess.run(W)[::97, ::3])
emit("b", sess.run(b))
sess.close()
