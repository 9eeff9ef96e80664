# tier: semantics
# Two batches through one tower shared with variable_scope(reuse=True), each scored with
# tf.losses.sparse_softmax_cross_entropy; a scope-wide regularizer on the tower's weights is
# collected once. Momentum training of get_total_loss; values match TF with seeded
# initializers.
import numpy as np


def tower(x, reuse):
    with tf.variable_scope('tower', reuse=reuse,
                           regularizer=lambda w: 0.05 * tf.reduce_sum(tf.square(w))):
        h = tf.nn.relu(tf.matmul(x, tf.get_variable(
            'w1', [3, 5], initializer=tf.random_normal_initializer(stddev=0.4, seed=11))))
        return tf.matmul(h, tf.get_variable(
            'w2', [5, 2], initializer=tf.glorot_uniform_initializer(seed=12)))


xa = tf.placeholder(tf.float32, [None, 3], name='xa')
xb = tf.placeholder(tf.float32, [None, 3], name='xb')
ya = tf.placeholder(tf.int64, [None], name='ya')
yb = tf.placeholder(tf.int64, [None], name='yb')
la = tf.losses.sparse_softmax_cross_entropy(ya, tower(xa, False), scope='batch_a')
lb = tf.losses.sparse_softmax_cross_entropy(yb, tower(xb, True), scope='batch_b',
                                            weights=0.5)
total = tf.losses.get_total_loss()
emit("trainable", tf.trainable_variables())
emit("regularization", [r.name for r in tf.losses.get_regularization_losses()])
emit("total_inputs", [t.name for t in total.op.inputs])
train = tf.train.MomentumOptimizer(0.2, 0.9).minimize(total)
rng = np.random.RandomState(5)
data = rng.randn(8, 3).astype(np.float32)
labels = (data[:, 0] + data[:, 1] > 0).astype(np.int64)
feed = {xa: data[:4], ya: labels[:4], xb: data[4:], yb: labels[4:]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for _ in range(15):
        history.append(sess.run([total, la, lb], feed))
        sess.run(train, feed)
    emit("history", history[::3])
    emit("decreased", bool(history[-1][0] < history[0][0]))
    emit("weights", sess.run(tf.trainable_variables()))
