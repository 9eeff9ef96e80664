# tier: opnames
# Re-entering a captured scope with auxiliary_name_scope=False and then its original name scope
# puts ops back into 'foo/' instead of 'foo_1/'.
with tf.variable_scope('foo') as foo:
    v = tf.get_variable('v', [1])
    a = v + 1.0
with tf.variable_scope(foo, auxiliary_name_scope=False) as s:
    emit("name_scope_inside", tf.get_default_graph().get_name_scope())
    with tf.name_scope(s.original_name_scope) as ns:
        emit("ns", ns)
        b = v + 1.0
        w = tf.get_variable('w', [1])
        c = w * 2.0
    d = v * 3.0
with tf.variable_scope('bar', auxiliary_name_scope=False) as bar:
    with tf.variable_scope('baz') as baz:
        e = tf.get_variable('e', [1]) + 1.0
emit("bar", [bar.name, bar.original_name_scope])
emit("baz", [baz.name, baz.original_name_scope])
emit("ops", [a, b, c, d, e])
emit("variables", tf.global_variables())
