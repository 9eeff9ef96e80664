# tier: opnames
# Names and types of the ops the Python operators and the math functions build, with the Const
# inputs they create for Python numbers.
x = tf.placeholder(tf.float32, [2, 2], name='x')
ops = {
    'plus': x + 1.0, 'radd': 2.0 + x, 'minus': x - 1.0, 'rsub': 1.0 - x, 'times': x * 3.0,
    'rmul': 3.0 * x, 'div': x / 2.0, 'rdiv': 2.0 / x, 'neg': -x, 'matmul_op': x @ x,
    'add': tf.add(x, 1.0), 'multiply': tf.multiply(x, 2.0), 'subtract': tf.subtract(x, x),
    'matmul': tf.matmul(x, x), 'named': tf.add(x, x, name='my_add'),
}
for k in sorted(ops):
    t = ops[k]
    emit(k, [t.op.name, t.op.type, [i.name for i in t.op.inputs]])
