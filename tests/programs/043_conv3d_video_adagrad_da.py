# A video-ish classifier with 3-D convolutions, as C3D-style TF1 examples were written: clips
# of shape [batch, frames, height, width, channels], tf.layers.conv3d + max_pooling3d
# blocks under variable scopes, a tf.nn.conv3d with a get_variable kernel and
# tf.nn.avg_pool3d, then a dense layer. The task: does a bright square move left or right?
# Trained with AdagradDAOptimizer (it needs the global step) next to a ProximalAdagrad copy
# of the dense head, so both optimizers' slots appear; one tf.gradients feeds both
# apply_gradients.
import numpy as np

rng = np.random.RandomState(43)


def make_clips(n, frames=4, size=8):
    labels = rng.randint(0, 2, n)
    clips = 0.2 * rng.rand(n, frames, size, size, 1)
    for i in range(n):
        row, col = rng.randint(0, size - 2), rng.randint(2, size - 4)
        step = 1 if labels[i] else -1
        for t in range(frames):
            c = col + step * (t // 2)
            clips[i, t, row:row + 2, c:c + 2, 0] += 1.0
    return clips.astype(np.float32), labels.astype(np.int32)


train_clips, train_labels = make_clips(32)
test_clips, test_labels = make_clips(16)

tf.set_random_seed(43)
clips = tf.placeholder(tf.float32, [None, 4, 8, 8, 1], name="clips")
labels = tf.placeholder(tf.int32, [None], name="labels")

with tf.variable_scope("c3d"):
    with tf.variable_scope("block1"):
        net = tf.layers.conv3d(clips, 4, [2, 3, 3], padding="same", activation=tf.nn.relu,
                               name="conv")
        net = tf.layers.max_pooling3d(net, [1, 2, 2], [1, 2, 2], name="pool")
    with tf.variable_scope("block2"):
        kernel = tf.get_variable("kernel", [2, 3, 3, 4, 6],
                                 initializer=tf.truncated_normal_initializer(stddev=0.2))
        net = tf.nn.relu(tf.nn.conv3d(net, kernel, [1, 1, 1, 1, 1], padding="VALID"))
        net = tf.nn.avg_pool3d(net, [1, 3, 2, 2, 1], [1, 1, 2, 2, 1], padding="VALID")
    flat = tf.layers.flatten(net)
    logits = tf.layers.dense(flat, 2, name="logits")

loss = tf.losses.sparse_softmax_cross_entropy(labels, logits)
global_step = tf.train.get_or_create_global_step()
conv_vars = tf.trainable_variables("c3d/block")
head_vars = tf.trainable_variables("c3d/logits")
da = tf.train.AdagradDAOptimizer(0.1, global_step, l2_regularization_strength=0.001)
proximal = tf.train.ProximalAdagradOptimizer(0.1, l1_regularization_strength=0.001)
# One backward pass for both optimizers, and the updates only after every gradient is
# computed: otherwise one optimizer's update could race the other's gradient reads.
grads = tf.gradients(loss, conv_vars + head_vars)
with tf.control_dependencies(grads):
    train_op = tf.group(
        da.apply_gradients(list(zip(grads[:len(conv_vars)], conv_vars)),
                           global_step=global_step),
        proximal.apply_gradients(list(zip(grads[len(conv_vars):], head_vars))))
accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1, output_type=tf.int32),
                                           labels), tf.float32))

emit("shapes", [net.get_shape().as_list(), flat.get_shape().as_list()])
emit("variables", tf.global_variables())
emit("names", [logits, loss, train_op.name])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for step in range(10):
        i = (step * 8) % 32
        l, _ = sess.run([loss, train_op], {clips: train_clips[i:i + 8],
                                           labels: train_labels[i:i + 8]})
        history.append(l)
    emit("history", history)
    emit("global_step", sess.run(global_step))
    emit("test_accuracy", sess.run(accuracy, {clips: test_clips, labels: test_labels}))
    emit("block2_kernel", sess.run(kernel)[0, 0, 0])
