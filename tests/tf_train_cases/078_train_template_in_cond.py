# tier: semantics
# The classic TF1 pattern: one make_template model called in both branches of
# tf.cond(is_training, ...), so both share its variables, then minimize(loss). Gradients reach
# the shared weights through whichever branch ran; training on the train branch lowers the
# loss, and the test branch evaluates the same weights.
import numpy as np
tf.set_random_seed(7)


def model(x):
    w = tf.get_variable('w', [3, 1],
                        initializer=tf.truncated_normal_initializer(stddev=0.5, seed=4))
    b = tf.get_variable('b', [1], initializer=tf.zeros_initializer())
    return tf.matmul(x, w) + b


net = tf.make_template('net', model)
is_training = tf.placeholder(tf.bool, [], name='is_training')
train_x = tf.placeholder(tf.float32, [8, 3], name='train_x')
test_x = tf.placeholder(tf.float32, [8, 3], name='test_x')
target = tf.placeholder(tf.float32, [8, 1], name='target')
out = tf.cond(is_training, lambda: net(train_x), lambda: net(test_x))
loss = tf.reduce_mean(tf.square(out - target))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
emit("variables", tf.trainable_variables())
emit("global_variables", tf.global_variables())
emit("out", [out, [t.name for t in out.op.inputs]])
rng = np.random.RandomState(1)
xs = rng.randn(8, 3).astype(np.float32)
feed = {train_x: xs, test_x: rng.randn(8, 3).astype(np.float32),
        target: xs.dot(np.array([[1.0], [-2.0], [0.5]], np.float32)) + 0.3}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = [sess.run(loss, {**feed, is_training: True})]
    test_before = sess.run(loss, {**feed, is_training: False})
    for _ in range(25):
        sess.run(train, {**feed, is_training: True})
        history.append(sess.run(loss, {**feed, is_training: True}))
    emit("history", history[::5])
    emit("decreased", bool(history[-1] < history[0]))
    emit("test", [test_before, sess.run(loss, {**feed, is_training: False})])
    sess.run(train, {**feed, is_training: False})
    emit("weights_after_test_step", sess.run(net.trainable_variables))
