# A tf.layers CNN with batch normalisation: conv2d / batch_normalization(training=...) /
# max_pooling2d twice, flatten through reshape, dense layers and dropout, driven by an
# is_training placeholder. The moving statistics are updated through the UPDATE_OPS
# collection: the train op is made under control_dependencies on those ops, as the
# batch_normalization docs told everyone to do.
import numpy as np

rng = np.random.RandomState(7)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.2) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), labels.astype(np.int64)


train_images, train_labels = make_digits(160)
test_images, test_labels = make_digits(80)

tf.set_random_seed(7)
features = tf.placeholder(tf.float32, [None, 784], name="features")
labels = tf.placeholder(tf.int64, [None], name="labels")
is_training = tf.placeholder(tf.bool, name="is_training")

input_layer = tf.reshape(features, [-1, 28, 28, 1])
conv1 = tf.layers.conv2d(inputs=input_layer, filters=8, kernel_size=[5, 5], padding="same",
                         use_bias=False)
bn1 = tf.layers.batch_normalization(conv1, training=is_training)
pool1 = tf.layers.max_pooling2d(inputs=tf.nn.relu(bn1), pool_size=[2, 2], strides=2)

conv2 = tf.layers.conv2d(inputs=pool1, filters=16, kernel_size=[5, 5], padding="same",
                         use_bias=False)
bn2 = tf.layers.batch_normalization(conv2, training=is_training)
pool2 = tf.layers.max_pooling2d(inputs=tf.nn.relu(bn2), pool_size=[2, 2], strides=2)

pool2_flat = tf.reshape(pool2, [-1, 7 * 7 * 16])
dense = tf.layers.dense(inputs=pool2_flat, units=64, activation=tf.nn.relu)
dropout = tf.layers.dropout(inputs=dense, rate=0.4, training=is_training)
logits = tf.layers.dense(inputs=dropout, units=10)

loss = tf.losses.sparse_softmax_cross_entropy(labels=labels, logits=logits)
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(update_ops):
    train_op = tf.train.GradientDescentOptimizer(learning_rate=0.05).minimize(loss)

accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), labels), tf.float32))

emit("variables", tf.global_variables())
emit("trainable", tf.trainable_variables())
emit("update_ops", update_ops)
emit("op_count", len(tf.get_default_graph().get_operations()))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    losses = []
    for step in range(10):
        start = (step * 32) % 160
        feed = {features: train_images[start:start + 32], labels: train_labels[start:start + 32],
                is_training: True}
        _, loss_value = sess.run([train_op, loss], feed_dict=feed)
        if step % 3 == 0:
            print("step %d loss %.4f" % (step, loss_value))
            losses.append(loss_value)
    emit("losses", losses)
    emit("test_accuracy", sess.run(accuracy, {features: test_images, labels: test_labels,
                                              is_training: False}))
    with tf.variable_scope("batch_normalization", reuse=True):
        emit("moving_mean", sess.run(tf.get_variable("moving_mean")))
        emit("moving_variance", sess.run(tf.get_variable("moving_variance")))
