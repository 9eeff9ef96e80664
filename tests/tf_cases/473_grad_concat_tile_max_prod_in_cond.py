# tier: graph
# The new gradients inside tf.cond branches: concat's axis, a Const of the branch, is copied
# into the gradient scope (gradients/cond/concat_grad/Const); tile, reduce_max and
# reduce_prod gradients flow through the cond's Switch/Merge; values for both branches.
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name="a")
p = tf.placeholder(tf.bool, [], name="p")
y = tf.cond(p, lambda: tf.concat([a, a * 2.0], 1), lambda: tf.tile(a, [1, 2]))
z = tf.cond(p, lambda: tf.reduce_max(a, 1), lambda: tf.reduce_prod(a, 1))
n = len(graph_nodes())
g = tf.gradients([y, z], [a])
emit("nodes", graph_nodes()[n:])
with tf.Session() as sess:
    for v in (True, False):
        emit("values", sess.run(g, {a: np.arange(6.0).reshape(2, 3) + 1, p: v}))
