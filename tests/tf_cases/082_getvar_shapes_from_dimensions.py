# tier: semantics
# Variable shapes taken from other tensors' static shapes: Dimension objects, their arithmetic,
# slices of TensorShape, tuples and TensorShape objects.
x = tf.placeholder(tf.float32, [None, 4], name='x')
d = x.shape[1]
emit("dim", [d.value, str(d), repr(d), int(d)])
emit("dim_arith", [(d * 2).value, (d + 1).value, (d // 2).value, d == 4, d != 3])
emit("unknown_dim", [x.shape[0].value, (x.shape[0] * 2).value, x.shape[0] == 4])
w1 = tf.get_variable('w1', [x.shape[1], 3])
w2 = tf.get_variable('w2', (int(x.shape[-1]), 2))
w3 = tf.get_variable('w3', x.shape[1:])
w4 = tf.get_variable('w4', tf.TensorShape([2, 2]))
w5 = tf.get_variable('w5', x.get_shape().as_list()[1:] + [5])
emit("shapes", [v.shape for v in (w1, w2, w3, w4, w5)])
emit("slice", [x.shape[1:], x.shape[:1]])
