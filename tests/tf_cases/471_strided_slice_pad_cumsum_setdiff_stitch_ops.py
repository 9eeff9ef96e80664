# tier: graph
# The ops the new gradients are built from, as public functions: tf.strided_slice with bounds
# and bit masks (strides default to ones_like(begin)), tf.pad (Pad; PadV2 with a value), tile,
# broadcast_to, cumsum/cumprod, reciprocal, sign, dynamic_stitch, diag/diag_part,
# matrix_band_part, matrix_triangular_solve, setdiff1d: node names, static shapes, values.
import numpy as np
x = tf.constant([[1, 2, 3], [4, 5, 6]], name="x")
p = tf.placeholder(tf.int32, [2, 2], name="p")
outs = [tf.strided_slice(x, [1], [2], shrink_axis_mask=1),
        tf.strided_slice(x, [0, 1], [2, 3], [1, 2]),
        tf.pad(x, [[1, 0], [0, 1]]), tf.pad(x, [[1, 0], [0, 1]], constant_values=7), tf.pad(x, p),
        tf.pad(tf.placeholder(tf.float32, [None, 2]), [[1, 1], [2, 2]]),
        tf.tile(x, [1, 2]), tf.broadcast_to(x, [3, 2, 3]), tf.cumsum(x, 1),
        tf.cumprod(x, exclusive=True, reverse=True), tf.reciprocal(2.0), tf.sign([-1.0, 2.0]),
        tf.dynamic_stitch([[0, 2], [1]], [[1.0, 3.0], [2.0]]), tf.diag([1.0, 2.0]),
        tf.diag_part([[1.0, 2.0], [3.0, 4.0]]),
        tf.matrix_band_part([[1.0, 2.0], [3.0, 4.0]], 0, -1),
        tf.matrix_triangular_solve([[2.0, 0.0], [1.0, 1.0]], [[2.0], [3.0]])]
s1, s2 = tf.setdiff1d([1, 2, 3, 4], [2, 4])
outs += [s1, s2]
emit("names", outs)
emit("shapes", [o.shape for o in outs])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(outs[:4] + outs[6:], {}))
expect_error(lambda: tf.diag_part(tf.placeholder(tf.float32, [2, 3])), "diag_part_not_square")
expect_error(lambda: tf.diag_part(tf.placeholder(tf.float32, [2, 3, 2])), "diag_part_odd_rank")
emit("diag_shapes", [tf.diag_part(tf.placeholder(tf.float32, [2, None])).shape,
                     tf.diag_part(tf.placeholder(tf.float32, [2, 3, 2, 3])).shape,
                     tf.diag(tf.placeholder(tf.float32, None)).shape])
