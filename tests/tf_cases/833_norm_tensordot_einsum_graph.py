# tier: graph
# tf.norm / tf.linalg.norm as TF's Python function builds it (euclidean, 1, inf, p, fro and
# matrix 1/inf norms, keepdims), tf.tensordot on known shapes (transposes and reshapes skipped
# when they change nothing), partly known shapes (Gather/Prod path), an unknown rank, and
# axes given as a tensor, and tf.einsum (one Einsum op, implicit output, ellipsis): nodes,
# shapes and values.
import numpy as np
x = tf.constant([[3.0, -4.0, 1.0], [0.0, 2.0, -2.0]])
p = tf.placeholder(tf.float32, [None, 3], name="p")
r = tf.placeholder(tf.float32, name="r")
norms = [tf.norm(x), tf.norm(x, ord=1, axis=1), tf.norm(x, ord=np.inf, axis=0),
         tf.norm(x, ord=3, axis=-1, keepdims=True), tf.linalg.norm(x, ord="fro", axis=[0, 1]),
         tf.norm(x, ord=1, axis=(-2, -1)), tf.norm(x, ord=np.inf, axis=[0, 1], name="inf")]
a = tf.reshape(tf.range(24.0), [2, 3, 4])
b = tf.reshape(tf.range(20.0), [4, 5])
dots = [tf.tensordot(a, b, 1), tf.tensordot(a, tf.ones([3, 2]), [[1], [0]]),
        tf.tensordot(x, x, [[0, 1], [0, 1]]), tf.tensordot(tf.ones([2]), tf.ones([3]), 0),
        tf.tensordot(p, x, [[1], [1]]), tf.linalg.tensordot(r, x, 1, name="dot"),
        tf.tensordot(a, b, tf.constant([[2], [0]]))]
sums = [tf.einsum("ij,jk->ik", x, tf.ones([3, 2])), tf.einsum("ij,kj", x, x),
        tf.einsum("ij->j", x), tf.linalg.einsum("...j,j->...", a, tf.ones([4]), name="e")]
outs = norms + dots + sums
emit("shapes", [str(t.shape) for t in outs])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(outs, {p: [[1.0, 2.0, 3.0]], r: [[1.0, 1.0]]}))
expect_error(lambda: tf.norm(x, ord=0), "ord_zero")
expect_error(lambda: tf.norm(x, ord="fro", axis=1), "fro_vector")
expect_error(lambda: tf.norm(x, axis=[0, 0]), "same_axes")
expect_error(lambda: tf.tensordot(a, b, 4), "too_many_axes")
expect_error(lambda: tf.tensordot(a, b, [[0, 1], [0]]), "axes_mismatch")
expect_error(lambda: tf.einsum("ij,jk->ik", x), "einsum_count")
expect_error(lambda: tf.einsum("ij,jk->ii", x, x), "einsum_repeat")
expect_error(lambda: tf.einsum("ij,jk->iz", x, x), "einsum_label")
