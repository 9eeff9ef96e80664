# tier: semantics
# Variant of 042: bound kwargs (units, dtype, activation) in float64; a call-time keyword
# argument overrides a bound one.
def dense(x, units, dtype, activation=None):
    w = tf.get_variable('w', [int(x.shape[1]), units], dtype=dtype,
                        initializer=tf.constant_initializer(0.5))
    b = tf.get_variable('b', [units], dtype=dtype, initializer=tf.constant_initializer(-1.0))
    y = tf.matmul(x, w) + b
    return activation(y) if activation is not None else y


layer = tf.make_template('dense.f64', dense, units=2, dtype=tf.float64, activation=tf.nn.relu)
x1 = tf.constant([[1.0, 0.0, 1.0]], dtype=tf.float64, name='x1')
x2 = tf.constant([[4.0, 2.0, 0.0]], dtype=tf.float64, name='x2')
y1 = layer(x1)
y2 = layer(x2)
y3 = layer(x1, activation=None)
emit("variables", tf.global_variables())
emit("w_shape", tf.global_variables()[0].shape)
emit("dtypes", [y1.dtype, y3.dtype])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("outputs", sess.run([y1, y2, y3]))
