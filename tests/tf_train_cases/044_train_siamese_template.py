# tier: semantics
# A siamese model: one make_template tower applied to two inputs (variables made once), trained
# with tf.losses (a mean_squared_error between the embeddings, weighted per pair, plus a
# softmax_cross_entropy head per side) and a regularizer on the shared weights, collected once.
# The batch size is fixed, so the static check of the [6, 1] weights settles it.
import numpy as np
tf.set_random_seed(1)


def tower(x):
    w = tf.get_variable('w', [4, 3], initializer=tf.truncated_normal_initializer(stddev=0.5, seed=2),
                        regularizer=lambda v: 0.01 * tf.nn.l2_loss(v))
    b = tf.get_variable('b', [3], initializer=tf.zeros_initializer())
    return tf.nn.bias_add(tf.matmul(x, w), b)


net = tf.make_template('siamese', tower)
left = tf.placeholder(tf.float32, [6, 4], name='left')
right = tf.placeholder(tf.float32, [6, 4], name='right')
same = tf.placeholder(tf.float32, [6, 1], name='same')
onehot = tf.placeholder(tf.float32, [6, 3], name='onehot')
el, er = net(left), net(right)
tf.losses.mean_squared_error(el, er, weights=same, scope='contrast')
tf.losses.softmax_cross_entropy(onehot, el, scope='head_left')
tf.losses.softmax_cross_entropy(onehot, er, scope='head_right')
loss = tf.losses.get_total_loss()
emit("variables", net.trainable_variables)
emit("regularization", [r.name for r in tf.losses.get_regularization_losses()])
emit("losses", tf.losses.get_losses())
emit("total", [loss, [t.name for t in loss.op.inputs]])
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
rng = np.random.RandomState(0)
feed = {left: rng.randn(6, 4).astype(np.float32), right: rng.randn(6, 4).astype(np.float32),
        same: np.array([[1], [0], [1], [1], [0], [1]], np.float32),
        onehot: np.eye(3, dtype=np.float32)[[0, 1, 2, 0, 1, 2]]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = [sess.run(loss, feed)]
    for _ in range(20):
        sess.run(train, feed)
        history.append(sess.run(loss, feed))
    emit("history", history[::5])
    emit("decreased", bool(history[-1] < history[0]))
    emit("parts", sess.run(tf.losses.get_losses() + tf.losses.get_regularization_losses(), feed))
    emit("weights", sess.run(net.trainable_variables))
