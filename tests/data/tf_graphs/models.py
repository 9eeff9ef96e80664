"""The small TF1 models whose graph files tests/test_graph_files.py reads: each function
builds one in the default graph of ``tf`` (real TensorFlow or scopelab) and returns the feed
it trains on. Each model names what a script needs in collections: ``inputs`` (the
placeholders, in feed order), ``loss`` and ``train_op``."""
import numpy as np


def linear(tf):
    """A scoped linear regression, trained by gradient descent with a global step."""
    with tf.variable_scope("net"):
        w = tf.get_variable("w", [2, 1], initializer=tf.ones_initializer())
        b = tf.get_variable("b", [1], initializer=tf.zeros_initializer())
    x = tf.placeholder(tf.float32, [None, 2], name="x")
    labels = tf.placeholder(tf.float32, [None, 1], name="labels")
    y = tf.add(tf.matmul(x, w), b, name="y")
    loss = tf.reduce_mean(tf.square(y - labels), name="loss")
    step = tf.train.get_or_create_global_step()
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss, global_step=step,
                                                            name="train")
    tf.summary.scalar("loss", loss)
    _collect(tf, [x, labels], loss, train)
    return [np.array([[1.0, 2.0], [3.0, -1.0]], np.float32),
            np.array([[1.0], [0.5]], np.float32)]


def conv(tf):
    """A one-layer convolutional classifier with seeded random weights, trained by Adam."""
    images = tf.placeholder(tf.float32, [None, 4, 4, 1], name="images")
    labels = tf.placeholder(tf.int32, [None], name="labels")
    with tf.variable_scope("conv1"):
        kernel = tf.get_variable("weights", [2, 2, 1, 2],
                                 initializer=tf.random_normal_initializer(seed=1))
        hidden = tf.nn.relu(tf.nn.conv2d(images, kernel, [1, 1, 1, 1], "SAME"))
        pooled = tf.nn.max_pool(hidden, [1, 2, 2, 1], [1, 2, 2, 1], "VALID")
    with tf.variable_scope("logits"):
        w = tf.get_variable("weights", [8, 3], initializer=tf.random_normal_initializer(seed=2))
        logits = tf.matmul(tf.reshape(pooled, [-1, 8]), w)
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
        labels=labels, logits=logits), name="loss")
    train = tf.train.AdamOptimizer(0.01).minimize(loss, name="train")
    _collect(tf, [images, labels], loss, train)
    return [np.arange(32, dtype=np.float32).reshape(2, 4, 4, 1) / 32.0,
            np.array([0, 2], np.int32)]


def template(tf):
    """A template called twice: its variables are shared, its ops are in two scopes."""
    def layer(x):
        w = tf.get_variable("w", [3, 3], initializer=tf.constant_initializer(0.5))
        return tf.nn.relu(tf.matmul(x, w))
    shared = tf.make_template("shared", layer)
    x = tf.placeholder(tf.float32, [None, 3], name="x")
    with tf.name_scope("tower"):
        loss = tf.reduce_sum(shared(shared(x)), name="loss")
    train = tf.train.GradientDescentOptimizer(0.01).minimize(loss, name="train")
    _collect(tf, [x], loss, train)
    return [np.array([[1.0, -2.0, 3.0]], np.float32)]


def _collect(tf, inputs, loss, train):
    for tensor in inputs:
        tf.add_to_collection("inputs", tensor)
    tf.add_to_collection("loss", loss)
    tf.add_to_collection("train_op", train)


MODELS = {"linear": linear, "conv": conv, "template": template}
