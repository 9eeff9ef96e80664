# tier: semantics
# py_func in the places TF1 programs put it: its output given a static shape with set_shape
# and fed to ordinary ops (a variable after it trains); a stateful py_func run once
# per session.run even when two fetches need it; one run only as a control dependency; one in
# a while_loop body (its shape set: TF refuses an unknown shape there) and one in a tf.cond
# branch.
import numpy as np

log = []


def noisy(a):
    log.append(float(a.sum()))
    return (a * 2).astype(np.float32)


x = tf.placeholder(tf.float32, [None, 3], name="x")
doubled = tf.py_func(noisy, [x], tf.float32)
doubled.set_shape([None, 3])
w = tf.get_variable("w", [3, 1], initializer=tf.ones_initializer())
y = tf.matmul(doubled, w)
loss = tf.reduce_mean(tf.square(y - 1.0))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
emit("shapes", [str(doubled.shape), str(y.shape)])
side = tf.py_func(lambda: log.append("side") or np.int32(0), [], tf.int32)
with tf.control_dependencies([side]):
    after = tf.identity(x, name="after")


def body(i, s):
    square = tf.py_func(lambda v: v * v, [i], tf.int32)
    square.set_shape([])
    return i + 1, s + square


loop = tf.while_loop(lambda i, s: i < 3, body, [tf.constant(1), tf.constant(0)])

p = tf.placeholder(tf.bool, [], name="p")
branch = tf.cond(p, lambda: tf.py_func(lambda: np.float32(1.5), [], tf.float32),
                 lambda: tf.constant(-1.0))
feed = {x: np.arange(6, dtype=np.float32).reshape(2, 3)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([doubled, y], feed))
    emit("log_once", list(log))
    for _ in range(3):
        sess.run(train, feed)
    emit("w", sess.run(w))
    emit("loss", sess.run(loss, feed))
    del log[:]
    sess.run(after, feed)
    emit("side_ran", list(log))
    emit("loop", sess.run(loop))
    emit("branch", [sess.run(branch, {p: True}), sess.run(branch, {p: False})])
