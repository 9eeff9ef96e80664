# tier: semantics
# Scope initializer and dtype flow to sub-scopes and to captured-scope re-entries; an explicit
# argument beats the scope default; int scopes with a float initializer.
with tf.variable_scope('s', initializer=tf.constant_initializer(3.0), dtype=tf.float64) as s:
    a = tf.get_variable('a', [2])
    with tf.variable_scope('t', initializer=tf.ones_initializer()):
        b = tf.get_variable('b', [2])
        c = tf.get_variable('c', [2], dtype=tf.float32)
with tf.variable_scope(s):
    d = tf.get_variable('d', [1])
with tf.variable_scope(s, initializer=tf.zeros_initializer(), dtype=tf.float32):
    e = tf.get_variable('e', [1])
with tf.variable_scope('i', dtype=tf.int32):
    f = tf.get_variable('f', [2])
    g = tf.get_variable('g', [2], initializer=tf.constant_initializer(4))
emit("dtypes", [v.dtype for v in (a, b, c, d, e, f, g)])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([a, b, c, d, e, f, g]))
emit("scope_props", [s.dtype, type(s.initializer).__name__])
