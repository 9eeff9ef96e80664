# tier: opnames
# Other Python operators a model might use: power, abs, floor division, modulo, comparisons,
# and square/negative functions; their op names and types.
x = tf.placeholder(tf.float32, [2], name='x')
i = tf.placeholder(tf.int32, [2], name='i')
outs = {}
for key, fn in [('pow', lambda: x ** 2), ('abs', lambda: abs(x)), ('floordiv', lambda: i // 2),
                ('mod', lambda: i % 3), ('lt', lambda: x < 1.0), ('ge', lambda: x >= 0.0),
                ('square', lambda: tf.square(x)), ('negative', lambda: tf.negative(x))]:
    try:
        t = fn()
        emit(key, [t.op.name, t.op.type, t.dtype])
    except Exception as e:
        emit(key, type(e).__name__)
