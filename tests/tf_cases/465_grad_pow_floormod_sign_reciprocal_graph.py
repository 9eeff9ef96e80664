# tier: graph
# pow: y * x**(y-1) for x, and x**y * log(x) for y masked to 0 where x <= 0 (Greater, Select,
# Log, Select), each summed back over broadcast axes; floormod: 1 for x, -floor(x / y) for y;
# sign: zeros_like(x); reciprocal: ReciprocalGrad. Values at x = 0 and x < 0 included.
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name="a")
b = tf.placeholder(tf.float32, [3], name="b")
d = tf.placeholder(tf.float32, [None, 3], name="d")
out = {}
out["square"] = tf.gradients(a ** 2, [a])
out["pow_both"] = tf.gradients(tf.pow(a, b), [a, b])
out["two_to_the"] = tf.gradients(2.0 ** d, [d])
out["pow_dyn"] = tf.gradients(tf.pow(d, b), [d, b])
out["floormod"] = tf.gradients(tf.floormod(a, b), [a, b])
out["mod_op"] = tf.gradients(d % 1.5, [d])
out["sign"] = tf.gradients(tf.sign(d) * d, [d])
out["reciprocal"] = tf.gradients(tf.reciprocal(a), [a])
emit("grads", out)
emit("shapes", {k: [g.shape for g in v] for k, v in out.items()})
emit("nodes", graph_nodes())
feed = {a: [[0.0, 1.0, 2.0], [-1.5, 0.5, 3.0]], b: [2.0, 0.5, -1.0],
        d: [[0.0, 2.0, -3.0], [1.0, -0.5, 4.5]]}
with tf.Session() as sess:
    emit("values", sess.run(out, feed))
