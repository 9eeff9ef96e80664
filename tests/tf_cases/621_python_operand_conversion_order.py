# tier: graph
# How a Python operand is converted decides both the error and what stays in the graph.
# Generated ops (tf.multiply, tf.subtract, tf.maximum, tf.less) convert inputs in order: the
# first alone (2 -> int32 Const Mul/x, kept after the clash), later ones to the first's dtype
# (2.0 for an int32 x fails before any node). tf.add / tf.truediv / tf.matmul convert y
# preferring x's dtype and fall back (a float Const Add/y is left). An operand on the left of
# an operator must take the tensor's dtype (nothing added); on the right, + / @ prefer the
# dtype while - * // % ** demand it. Every failed call still uses up its op name.
f = tf.constant([1.5, 2.5], name='f')
i = tf.constant([1, 2], name='i')
calls = [
    ("mul_int_first", lambda: tf.multiply(2, f)),
    ("mul_list_first", lambda: tf.multiply([1, 2], f)),
    ("mul_float_second", lambda: tf.multiply(i, 2.0)),
    ("sub_float_second", lambda: tf.subtract(i, 0.5)),
    ("max_list_first", lambda: tf.maximum([1, 2], f)),
    ("less_float_second", lambda: tf.less(i, 0.5)),
    ("add_int_list_first", lambda: tf.add([1, 2], f)),
    ("add_float_second", lambda: tf.add(i, 0.5)),
    ("truediv_float_second", lambda: tf.truediv(i, 0.5)),
    ("div_float_second", lambda: tf.div(i, 0.5)),
    ("matmul_mixed", lambda: tf.matmul([[1]], [[2.0]])),
    ("radd", lambda: 0.5 + i),
    ("rmul", lambda: 0.5 * i),
    ("rsub", lambda: [1.0, 2.0] - i),
    ("rpow", lambda: 0.5 ** i),
    ("rtruediv", lambda: 0.5 / i),
    ("add_op", lambda: i + 0.5),
    ("mul_op", lambda: i * 0.5),
    ("floordiv_op", lambda: i // 0.5),
    ("mod_op", lambda: i % 0.5),
    ("pow_op", lambda: i ** 0.5),
    ("truediv_op", lambda: i / 0.5),
    ("lt_op", lambda: i < 0.5),
    ("tensor_clash_op", lambda: i + f),
    ("tensor_clash_mul", lambda: tf.multiply(i, f)),
]
for key, fn in calls:
    before = len(graph_nodes())
    expect_error(fn, key)
    emit(key + "_left", [n[:2] for n in graph_nodes()[before:]])
ok = [tf.multiply(f, 2), tf.multiply(2.0, f), tf.add(f, [1, 2]), 2 * f, f * 2, [1, 2] + f, f - 1,
      1 - f, i * 2, tf.add(1.0, f), f / 2, 2 / f, tf.multiply(i, i), i + i, tf.add(i, i)]
emit("ok", ok)
emit("ok_dtypes", [t.dtype for t in ok])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(ok))
