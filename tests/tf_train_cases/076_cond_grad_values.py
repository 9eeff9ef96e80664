# tier: semantics
# Gradient values through conds for each predicate: a small dense layer in both branches
# (different activations), a cond in a cond's false branch, and a cond whose predicate is
# computed from the variables; gate_gradients=True adds tuples but changes no value.
import numpy as np
p = tf.placeholder(tf.bool, [], name='p')
q = tf.placeholder(tf.bool, [], name='q')
rng = np.random.RandomState(3)
W = tf.Variable(rng.randn(3, 2).astype(np.float32), name='W')
b = tf.Variable(np.array([0.1, -0.2], np.float32), name='b')
x = tf.constant(rng.randn(4, 3).astype(np.float32), name='x')
y = tf.cond(p, lambda: tf.nn.relu(tf.matmul(x, W) + b),
            lambda: tf.tanh(tf.matmul(x, W)) * b)
loss = tf.reduce_mean(tf.square(y - 0.5))
g = tf.gradients(loss, [W, b])
gg = tf.gradients(loss, [W, b], gate_gradients=True)
z = tf.cond(p, lambda: tf.reduce_sum(W), lambda: tf.cond(q, lambda: tf.reduce_sum(b * b),
                                                           lambda: tf.reduce_sum(W * W)))
gz = tf.gradients(z, [W, b])
z2 = tf.cond(tf.reduce_sum(b) > 0.0, lambda: tf.reduce_sum(b * 4.0), lambda: tf.reduce_sum(b))
gz2 = tf.gradients(z2, [b])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for pv in (False, True):
        emit("dense_%s" % pv, sess.run(g, {p: pv}))
        emit("gated_%s" % pv, sess.run(gg, {p: pv}))
        for qv in (False, True):
            emit("nested_%s_%s" % (pv, qv), sess.run(gz, {p: pv, q: qv}))
    emit("computed_pred", sess.run(gz2))
