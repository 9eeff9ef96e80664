# tier: semantics
# A tf.layers CNN (conv2d, batch_normalization, max_pooling2d, dropout, flatten, dense) trained
# with Adam; the batch-norm update ops run through control_dependencies(UPDATE_OPS). Variable
# lists (Adam's slots beside the layers' variables), the training graph's update ops, and the
# losses, moving averages and weights after a few steps equal TF's under a graph seed. (The
# dense layer before the second batch norm has no bias: batch norm cancels a bias, so its
# gradient would be rounding noise, which Adam magnifies into steps of the learning rate.)
import numpy as np
tf.set_random_seed(42)
images = tf.placeholder(tf.float32, [None, 8, 8, 1], name="images")
labels = tf.placeholder(tf.int64, [None], name="labels")
training = tf.placeholder_with_default(False, [], name="training")


def model(x):
    h = tf.layers.conv2d(x, 4, 3, padding="same", use_bias=False)
    h = tf.nn.relu(tf.layers.batch_normalization(h, training=training))
    h = tf.layers.max_pooling2d(h, 2, 2)
    h = tf.layers.conv2d(h, 8, 3, activation=tf.nn.relu)
    h = tf.layers.dropout(tf.layers.flatten(h), 0.25, training=training, seed=5)
    h = tf.layers.batch_normalization(tf.layers.dense(h, 16, use_bias=False), training=training,
                                      momentum=0.9)
    return tf.layers.dense(tf.nn.relu(h), 3)


logits = model(images)
loss = tf.losses.sparse_softmax_cross_entropy(labels, logits)
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
emit("update_ops", update_ops)
with tf.control_dependencies(update_ops):
    train = tf.train.AdamOptimizer(0.01).minimize(loss)
emit("train_control_inputs", sorted(op.name for op in train.control_inputs))
emit("trainable", tf.trainable_variables())
emit("global", tf.global_variables())
rng = np.random.RandomState(3)
x = rng.randn(6, 8, 8, 1).astype(np.float32)
y = rng.randint(0, 3, size=6)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for _ in range(4):
        history.append(sess.run(loss, {images: x, labels: y, training: True}))
        sess.run(train, {images: x, labels: y, training: True})
    emit("history", history)
    emit("moving", sess.run([v for v in tf.global_variables() if "moving" in v.name]))
    emit("eval_loss", sess.run(loss, {images: x, labels: y}))
    emit("weights", sess.run(tf.trainable_variables()))
