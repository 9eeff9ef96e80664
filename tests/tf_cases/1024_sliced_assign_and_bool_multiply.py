# tier: semantics
# v[...] on a variable slices its read snapshot and remembers the variable: .assign(x) on the
# slice is a StridedSliceAssign on the variable's reference (named "<slice>/_assign", or the
# name given), reusing the slice's begin/end/strides and masks. The value is broadcast into
# the slice when run (leading axes of size 1 beyond its rank too); a shape that does not fit
# and an index out of range fail then, and the op has no gradient. A plain tensor's slice has
# no assign. `bool_tensor * x` (or `x * bool_tensor`) multiplies int32 casts and casts back to
# bool; tf.multiply and + refuse bools.
import numpy as np


def detail(fn, key):
    """The run-time error's class and the line naming the problem (before TF's node line)."""
    try:
        fn()
    except tf.errors.OpError as e:
        lines = str(e).split("\n")
        at = next(i for i, line in enumerate(lines) if line.startswith("\t [[{{node"))
        emit(key, [type(e).__name__, lines[at - 1]])


v = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], name="v")
i = tf.placeholder(tf.int32, [], name="i")
row = v[0]
cases = [(row, [9.0, 8.0]), (v[1:, 1], [7.0, 7.5]), (v[0, 0], 100), (v[:, 0], [[1.0, 2.0, 3.0]]),
         (v[0:2], [[1.0], [2.0]]), (v[..., 1], [0.0, 0.0, 0.0]), (v[:, tf.newaxis, 0],
                                                                   [[1.0], [2.0], [3.0]]),
         (v[-1], [0.0, 0.0]), (v[::-1, 0], [1.0, 2.0, 3.0]), (v[i], tf.zeros([2]))]
assigns = [s.assign(value) for s, value in cases]
named = v[2].assign(v[2] * 2, name="doubled")
again = row.assign([0.5, 0.5])
wrong = v[0].assign(tf.placeholder_with_default([1.0, 2.0, 3.0], [None]))
emit("assigns", [a.op.name for a in assigns] + [named.op.name, again.op.name])
emit("nodes", graph_nodes())
emit("attrs", [assigns[1].op.get_attr(k) for k in ("begin_mask", "end_mask", "shrink_axis_mask",
                                                   "_class")])
emit("shapes", [a.shape for a in assigns[:3]] + [assigns[0].dtype])
expect_error(lambda: tf.constant([1.0])[0].assign(1.0), "tensor_slice")
expect_error(lambda: tf.gradients(assigns[0], v), "no_gradient")
with tf.Session() as sess:
    for a in assigns[:-1] + [named, again]:
        sess.run(v.initializer)
        emit(a.op.name, sess.run(a))
    sess.run(v.initializer)
    emit("indexed", sess.run(assigns[-1], {i: 1}))
    detail(lambda: sess.run(wrong), "shape")
    detail(lambda: sess.run(assigns[-1], {i: 7}), "out_of_range")
    detail(lambda: sess.run(v[:, 0].assign([[1.0], [2.0], [3.0]])), "column")

a = tf.constant([True, False], name="a")
b = tf.constant([True, True], name="b")
n = tf.constant([2, 0], name="n")
f = tf.constant([1.5, 0.5], name="f")
products = [a * b, a * True, True * a, a * n, n * a, f * a, a * 2]
emit("products", products)
with tf.Session() as sess:
    emit("product_values", sess.run(products))
expect_error(lambda: tf.multiply(a, b), "multiply_bools")
expect_error(lambda: a + b, "add_bools")
emit("bool_nodes", graph_nodes())
