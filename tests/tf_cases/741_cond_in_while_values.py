# tier: semantics
# Values and gradients of conds inside while loops: a cond on a fed threshold choosing between
# a matmul with a variable and a tanh (a gated recurrent step), a cond nested in a cond in the
# loop body, a cond whose branch returns the loop value as is, and a training step through it.
import numpy as np
w = tf.Variable([[0.5, -0.3], [0.2, 0.8]], name="w")
b = tf.Variable([0.1, -0.2], name="b")
limit = tf.placeholder(tf.float32, [], name="limit")
def body(i, h):
    h = tf.cond(tf.reduce_sum(h) < limit, lambda: tf.matmul(h, w) + b, lambda: tf.tanh(h))
    return i + 1, h
_, h = tf.while_loop(lambda i, h: i < 5, body, [0, tf.constant([[1.0, -0.5]])])
loss = tf.reduce_sum(h * h)
dw, db = tf.gradients(loss, [w, b])
v = tf.constant(0.7, name="v")
def nested(i, x):
    z = tf.cond(i < 2, lambda: tf.cond(x > 2.0, lambda: x * v, lambda: x + v), lambda: x - v)
    return i + 1, z
_, z = tf.while_loop(lambda i, x: i < 4, nested, [0, 3.0])
dv, = tf.gradients(z, [v])
def passthrough(i, x):
    return i + 1, tf.cond(i > 1, lambda: x, lambda: x * v)
_, p = tf.while_loop(lambda i, x: i < 3, passthrough, [0, 2.0])
dp, = tf.gradients(p, [v])
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for lim in (0.0, 0.4, 10.0):
        emit("loop_%s" % lim, sess.run([h, loss, dw, db], {limit: lim}))
    emit("nested", sess.run([z, dv]))
    emit("passthrough", sess.run([p, dp]))
    for step in range(3):
        emit("train_%d" % step, sess.run([loss, train], {limit: 0.4})[0])
    emit("trained", sess.run([w, b]))
