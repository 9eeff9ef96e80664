# tier: graph
# Broadcasting with static shapes: the summed axes are Consts; equal shapes need no Sum.
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name='a')
b = tf.placeholder(tf.float32, [3], name='b')
c = tf.placeholder(tf.float32, [2, 1], name='c')
d = tf.placeholder(tf.float32, [2, 3], name='d')
e = tf.placeholder(tf.float64, [2, 3], name='e')
f = tf.placeholder(tf.float64, [2, 3], name='f')
out = {}
n = len(graph_nodes())
out["add"] = tf.gradients(a + b, [a, b])
out["sub"] = tf.gradients(a - c, [a, c])
out["mul"] = tf.gradients(a * b, [a, b])
out["mul_equal"] = tf.gradients(a * d, [a, d])
out["mul_equal_f64"] = tf.gradients(e * f, [e, f])
out["div"] = tf.gradients(a / c, [a, c])
out["sub_scalar"] = tf.gradients(a - 2.0, [a])
out["twice"] = tf.gradients(a * a, [a])
emit("grads", out)
emit("nodes", graph_nodes()[n:])
rng = np.random.RandomState(1)
feed = {a: rng.rand(2, 3) + 1, b: rng.rand(3) + 1, c: rng.rand(2, 1) + 1, d: rng.rand(2, 3),
        e: rng.rand(2, 3), f: rng.rand(2, 3)}
with tf.Session() as sess:
    emit("values", sess.run(out, feed))
