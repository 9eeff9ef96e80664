# tier: graph
# reduce_max / reduce_min: the gradient goes to the entries equal to the result, split between
# ties (Equal, Cast, Sum, truediv); reduce_prod: the product of the other entries, from two
# exclusive Cumprods over the reduced axes moved to the front (ListDiff, Transpose), so zeros
# in the input are fine. Static and dynamic shapes, keepdims, all axes.
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name="a")
d = tf.placeholder(tf.float32, [None, 3], name="d")
c = tf.placeholder(tf.float32, [2, 3, 2], name="c")
out = {}
out["max_axis1"] = tf.gradients(tf.reduce_max(a, axis=1), [a])
out["max_all"] = tf.gradients(tf.reduce_max(a), [a])
out["min_keepdims_dyn"] = tf.gradients(tf.reduce_min(d, axis=0, keepdims=True), [d])
out["min_dyn"] = tf.gradients(tf.reduce_min(d, axis=-1) * 2.0, [d])
out["prod_axis1"] = tf.gradients(tf.reduce_prod(a, axis=1), [a])
out["prod_all_dyn"] = tf.gradients(tf.reduce_prod(d), [d])
out["prod_middle_keepdims"] = tf.gradients(tf.reduce_prod(c, axis=[0, 2], keepdims=True), [c])
emit("grads", out)
emit("shapes", {k: [g.shape for g in v] for k, v in out.items()})
emit("nodes", graph_nodes())
ties = [[1.0, 3.0, 3.0], [2.0, 0.0, 5.0]]
with tf.Session() as sess:
    emit("values", sess.run(out, {a: ties, d: [[1.0, 0.0, 2.0], [0.0, 0.0, 3.0], [4.0, 5.0, 6.0]],
                                  c: np.arange(12.0).reshape(2, 3, 2) - 3.0}))
