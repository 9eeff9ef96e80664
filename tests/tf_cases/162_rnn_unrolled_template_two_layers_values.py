# tier: semantics
# Two stacked template cells unrolled over four steps; one set of variables per layer; values
# with constant weights.
import numpy as np


def cell(x, h):
    W = tf.get_variable("W", [x.shape[1] + h.shape[1], 2],
                        initializer=tf.constant_initializer(0.25))
    return tf.tanh(tf.matmul(tf.concat([x, h], axis=1), W))


layer1 = tf.make_template("layer1", cell)
layer2 = tf.make_template("layer2", cell)
xs = tf.placeholder(tf.float32, [4, 1, 3], name="xs")
h1 = tf.zeros([1, 2])
h2 = tf.zeros([1, 2])
for t in range(4):
    h1 = layer1(xs[t], h1)
    h2 = layer2(h1, h2)
emit("variables", [(v.name, v.shape) for v in tf.global_variables()])
emit("last", [h1, h2])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("vals", sess.run([h1, h2], {xs: np.ones([4, 1, 3], np.float32)}))
