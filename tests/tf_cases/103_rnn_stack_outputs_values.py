# tier: opnames
# Collecting the outputs of an unrolled cell with tf.stack and reducing them; op names and
# values with fixed weights.
import numpy as np

x = tf.placeholder(tf.float32, [4, 2], name="x")
h = tf.constant([[0.0, 0.0]], name="h0")
outs = []
for t in range(4):
    with tf.variable_scope("rnn", reuse=tf.AUTO_REUSE):
        w = tf.get_variable("w", [2, 2], initializer=tf.constant_initializer(0.5))
        h = tf.tanh(tf.matmul(tf.reshape(x[t], [1, 2]), w) + h, name="h")
        outs.append(h)
stacked = tf.stack(outs, name="outs")
total = tf.reduce_sum(stacked, name="total")
emit("outs", outs)
emit("stacked", [stacked, stacked.shape])
emit("total", total)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    s, tt = sess.run([stacked, total], {x: np.ones([4, 2], np.float32)})
    emit("s", s)
    emit("t", tt)
