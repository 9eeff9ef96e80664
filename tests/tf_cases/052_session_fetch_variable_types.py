# tier: semantics
# Types of fetched values: numpy scalars vs arrays, int and bool dtypes, strings come back as bytes.
v = tf.Variable([[1, 2], [3, 4]], name='v')
f = tf.constant(1.5, dtype=tf.float64, name='f')
b = tf.constant([True, False], name='b')
s = tf.constant('hello', name='s')
with tf.Session() as sess:
    sess.run(v.initializer)
    out = sess.run([v, f, b, s])
emit("types", [type(o).__name__ for o in out])
emit("values", out)
emit("dtypes", [v.dtype, f.dtype, b.dtype, s.dtype])
