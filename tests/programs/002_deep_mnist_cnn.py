# "Deep MNIST for experts": an InteractiveSession, weight_variable / bias_variable helpers
# (truncated_normal 0.1, constant 0.1), two conv2d + max_pool_2x2 layers, a densely connected
# layer, dropout with a keep_prob placeholder, softmax_cross_entropy_with_logits, Adam, and
# train_step.run / accuracy.eval. Smaller than the tutorial (8 and 16 feature maps, 64 units)
# so that it runs in a moment; seeded data and seeded TF, so every value is reproducible.
import numpy as np

rng = np.random.RandomState(1)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.2) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), np.eye(10, dtype=np.float32)[labels]


train_images, train_labels = make_digits(200)
test_images, test_labels = make_digits(100)

tf.set_random_seed(2)
sess = tf.InteractiveSession()

x = tf.placeholder(tf.float32, shape=[None, 784])
y_ = tf.placeholder(tf.float32, shape=[None, 10])


def weight_variable(shape):
    initial = tf.truncated_normal(shape, stddev=0.1)
    return tf.Variable(initial)


def bias_variable(shape):
    initial = tf.constant(0.1, shape=shape)
    return tf.Variable(initial)


def conv2d(x, W):
    return tf.nn.conv2d(x, W, strides=[1, 1, 1, 1], padding='SAME')


def max_pool_2x2(x):
    return tf.nn.max_pool(x, ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding='SAME')


W_conv1 = weight_variable([5, 5, 1, 8])
b_conv1 = bias_variable([8])
x_image = tf.reshape(x, [-1, 28, 28, 1])
h_conv1 = tf.nn.relu(conv2d(x_image, W_conv1) + b_conv1)
h_pool1 = max_pool_2x2(h_conv1)

W_conv2 = weight_variable([5, 5, 8, 16])
b_conv2 = bias_variable([16])
h_conv2 = tf.nn.relu(conv2d(h_pool1, W_conv2) + b_conv2)
h_pool2 = max_pool_2x2(h_conv2)

W_fc1 = weight_variable([7 * 7 * 16, 64])
b_fc1 = bias_variable([64])
h_pool2_flat = tf.reshape(h_pool2, [-1, 7 * 7 * 16])
h_fc1 = tf.nn.relu(tf.matmul(h_pool2_flat, W_fc1) + b_fc1)

keep_prob = tf.placeholder(tf.float32)
h_fc1_drop = tf.nn.dropout(h_fc1, keep_prob)

W_fc2 = weight_variable([64, 10])
b_fc2 = bias_variable([10])
y_conv = tf.matmul(h_fc1_drop, W_fc2) + b_fc2

cross_entropy = tf.reduce_mean(
    tf.nn.softmax_cross_entropy_with_logits(labels=y_, logits=y_conv))
train_step = tf.train.AdamOptimizer(1e-3).minimize(cross_entropy)
correct_prediction = tf.equal(tf.argmax(y_conv, 1), tf.argmax(y_, 1))
accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))

emit("variables", tf.global_variables())
emit("op_count", len(tf.get_default_graph().get_operations()))

sess.run(tf.global_variables_initializer())
losses = []
for i in range(12):
    start = (i * 25) % 200
    batch = (train_images[start:start + 25], train_labels[start:start + 25])
    if i % 3 == 0:
        train_accuracy = accuracy.eval(feed_dict={x: batch[0], y_: batch[1], keep_prob: 1.0})
        print("step %d, training accuracy %g" % (i, train_accuracy))
        losses.append(cross_entropy.eval(feed_dict={x: batch[0], y_: batch[1], keep_prob: 1.0}))
    train_step.run(feed_dict={x: batch[0], y_: batch[1], keep_prob: 0.5})
emit("losses", losses)
emit("test_accuracy", accuracy.eval(feed_dict={x: test_images, y_: test_labels, keep_prob: 1.0}))
emit("W_conv1_sample", W_conv1.eval()[2, :, 0, :3])
emit("b_fc2", b_fc2.eval())
sess.close()
