# tier: semantics
# Variant of 080: scope dtype float64 overridden by a nested float32 scope; int64 / int32 explicit;
# tf.Variable ignores the scope dtype.
with tf.variable_scope('d', dtype=tf.float64):
    a = tf.get_variable('a', [2])
    with tf.variable_scope('f32', dtype=tf.float32):
        b = tf.get_variable('b', [1])
        with tf.variable_scope('deeper'):
            c = tf.get_variable('c', [1])
    u = tf.Variable([1.0, 2.0], name='u')
    n = tf.get_variable('n', [2], dtype=tf.int64)
    k = tf.get_variable('k', [], initializer=tf.constant_initializer(2.0))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("run_dtypes", [sess.run(t).dtype.name for t in (a, b, c, u, n, k)])
    emit("var_dtypes", [t.dtype for t in (a, b, c, u, n, k)])
    emit("n_value", sess.run(n))
    emit("k_value", sess.run(k))
