# tier: semantics
# An RNN unrolled with tf.get_variable_scope().reuse_variables() after the first step; the
# values of every step with constant weights.
import numpy as np

x = tf.placeholder(tf.float32, [3, 1, 2], name="x")
h = tf.zeros([1, 2])
outs = []
with tf.variable_scope("cell"):
    for t in range(3):
        if t > 0:
            tf.get_variable_scope().reuse_variables()
        U = tf.get_variable("U", [2, 2], initializer=tf.constant_initializer(0.5))
        V = tf.get_variable("V", [2, 2], initializer=tf.constant_initializer(-0.25))
        h = tf.tanh(tf.matmul(x[t], U) + tf.matmul(h, V))
        outs.append(h)
emit("variables", tf.global_variables())
emit("outs", outs)
emit("reuse_after_loop", tf.get_variable_scope().reuse)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    vals = sess.run(outs, {x: np.array([[[1.0, 0.0]], [[0.0, 1.0]], [[1.0, 1.0]]], np.float32)})
    emit("vals", vals)
