# tier: opnames
# auxiliary_name_scope=False when re-entering a captured scope under name scopes: ops stay in
# the current name scope; name_scope(original_name_scope) returns ops to 'foo/'.
with tf.variable_scope('foo') as foo:
    a = tf.get_variable('a', [1]) + 1.0
with tf.name_scope('ns'):
    with tf.variable_scope(foo, auxiliary_name_scope=False) as s:
        b = tf.get_variable('b', [1]) + 1.0
        emit("s_original", s.original_name_scope)
        with tf.name_scope(s.original_name_scope):
            c = tf.get_variable('c', [1]) + 1.0
        with tf.variable_scope('inner'):
            d = tf.get_variable('d', [1]) + 1.0
with tf.variable_scope('foo', auxiliary_name_scope=False, reuse=True) as s2:
    e = tf.get_variable('a', [1]) * 3.0
    emit("s2_original", s2.original_name_scope)
emit("ops", [a, b, c, d, e])
emit("vars", tf.global_variables())
