# A small MobileNet-style CNN: a stem conv, then depthwise-separable blocks written both ways
# (tf.layers.separable_conv2d, and tf.nn.depthwise_conv2d + a 1x1 tf.nn.conv2d with
# get_variable weights), an atrous (dilated) conv for context, global average pooling.
# The network is built inside variable_scope("mobilenet") for a training tower and again with
# reuse=True for an evaluation tower, so both share every weight; trained with RMSProp.
import numpy as np

rng = np.random.RandomState(39)
templates = 2.0 * (rng.rand(4, 12, 12, 3) < 0.3).astype(np.float32) - 0.5


def make_images(n):
    labels = rng.randint(0, 4, n)
    images = templates[labels] + 0.3 * rng.randn(n, 12, 12, 3)
    return images.astype(np.float32), labels.astype(np.int32)


train_images, train_labels = make_images(48)
test_images, test_labels = make_images(24)

tf.set_random_seed(39)


def depthwise_separable(x, out_channels, name, stride=1):
    with tf.variable_scope(name):
        in_channels = x.get_shape()[-1].value
        depthwise_filter = tf.get_variable(
            "depthwise_weights", [3, 3, in_channels, 1],
            initializer=tf.truncated_normal_initializer(stddev=0.2))
        pointwise_filter = tf.get_variable(
            "pointwise_weights", [1, 1, in_channels, out_channels],
            initializer=tf.glorot_uniform_initializer())
        net = tf.nn.depthwise_conv2d(x, depthwise_filter, [1, stride, stride, 1], "SAME")
        net = tf.nn.relu6(net)
        net = tf.nn.conv2d(net, pointwise_filter, [1, 1, 1, 1], "VALID")
        return tf.nn.relu6(net)


def mobilenet(images, reuse=None):
    with tf.variable_scope("mobilenet", reuse=reuse):
        net = tf.layers.conv2d(images, 8, 3, strides=2, padding="same",
                               activation=tf.nn.relu6, name="conv0")
        net = tf.layers.separable_conv2d(net, 16, 3, padding="same", depth_multiplier=1,
                                         activation=tf.nn.relu6, name="sep1")
        net = depthwise_separable(net, 16, "block2", stride=2)
        with tf.variable_scope("context"):
            rate_filter = tf.get_variable("atrous_weights", [3, 3, 16, 16],
                                          initializer=tf.glorot_uniform_initializer())
            net = tf.nn.relu(tf.nn.atrous_conv2d(net, rate_filter, rate=2, padding="SAME"))
        net = tf.reduce_mean(net, [1, 2], name="global_pool")
        return tf.layers.dense(net, 4, name="logits")


x = tf.placeholder(tf.float32, [None, 12, 12, 3], name="x")
y = tf.placeholder(tf.int32, [None], name="y")
eval_x = tf.placeholder(tf.float32, [None, 12, 12, 3], name="eval_x")

train_logits = mobilenet(x)
eval_logits = mobilenet(eval_x, reuse=True)
loss = tf.losses.sparse_softmax_cross_entropy(y, train_logits)
optimizer = tf.train.RMSPropOptimizer(0.02, decay=0.9, momentum=0.5)
train_op = optimizer.minimize(loss)
eval_prediction = tf.argmax(eval_logits, 1, output_type=tf.int32)

emit("trainable", tf.trainable_variables())
emit("logits", [train_logits, eval_logits, eval_prediction])
emit("eval_tower_ops", [op.name for op in tf.get_default_graph().get_operations()
                        if op.name.startswith("mobilenet_1/") and op.type in (
                            "DepthwiseConv2dNative", "Conv2D", "SpaceToBatchND",
                            "BatchToSpaceND")])
emit("slot_names", optimizer.get_slot_names())

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    losses = []
    for step in range(20):
        start = (step * 12) % 48
        l, _ = sess.run([loss, train_op], {x: train_images[start:start + 12],
                                           y: train_labels[start:start + 12]})
        losses.append(l)
    emit("losses", losses)
    predicted = sess.run(eval_prediction, {eval_x: test_images})
    emit("test_predictions", predicted)
    emit("test_accuracy", float(np.mean(predicted == test_labels)))
    with tf.variable_scope("mobilenet", reuse=True):
        emit("pointwise", sess.run(tf.get_variable("block2/pointwise_weights"))[0, 0, :2])
