# tier: semantics
# Invalid variable_scope names at the root and nested, by string and by default_name; the scope
# stack is unchanged after each failure.
cases = ['a b', '-lead', '_lead', 'ok/b c', 'x\ty', '.', 'a:b', '\\back']


def enter(n, **kw):
    with tf.variable_scope(n, **kw) as s:
        return s.name


for n in cases:
    expect_error(lambda: enter(n), "root_" + repr(n))
with tf.variable_scope('outer'):
    for n in cases:
        emit("nested_" + repr(n), expect_error(lambda: enter(n))["error"] is None and enter(n))
    expect_error(lambda: enter(None, default_name='bad name'), "default_bad")
    emit("still_outer", tf.get_variable_scope().name)
    emit("probe", tf.no_op(name='probe'))
emit("root", tf.get_variable_scope().name)
emit("probe_root", tf.no_op(name='probe'))
