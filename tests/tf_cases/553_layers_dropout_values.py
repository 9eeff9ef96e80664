# tier: semantics
# Seeded dropout layers drop the entries TF drops: op seeds, the graph seed, a noise shape that
# drops whole columns, a placeholder switching training per run, and the gradient (the kept
# mask times 1 / (1 - rate)).
import numpy as np
tf.set_random_seed(21)
x = tf.constant(np.arange(1, 25, dtype=np.float32).reshape(4, 6))
flag = tf.placeholder(tf.bool, [], name="flag")
a = tf.layers.dropout(x, 0.5, training=True, seed=1)
b = tf.layers.dropout(x, 0.3, training=True)
c = tf.layers.dropout(x, 0.5, noise_shape=[1, 6], training=True, seed=2)
d = tf.layers.dropout(x, 0.6, training=flag, seed=8)
layer = tf.layers.Dropout(0.5, seed=4)
e1, e2 = layer(x, training=True), layer(x, training=True)
g = tf.gradients(tf.reduce_sum(a * x), x)[0]
with tf.Session() as sess:
    emit("values", sess.run([a, b, c, e1, e2]))
    emit("placeholder", [sess.run(d, {flag: True}), sess.run(d, {flag: False})])
    emit("grad", sess.run(g))
