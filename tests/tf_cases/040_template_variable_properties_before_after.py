# tier: semantics
# Template attributes before and after calls; a failed first call can be retried; a template
# whose function creates no variables.
calls = []


def fn(x, fail=False):
    calls.append(fail)
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
    if fail:
        raise RuntimeError('boom')
    return x * w


t = tf.make_template('t', fn)
emit("before", [t.name, t.variable_scope is None, t.variable_scope_name, t.variables,
                t.trainable_variables])
expect_error(lambda: t(tf.constant(1.0), fail=True), "first_call_fails")
emit("after_failure", [t.variable_scope_name, t.variables, tf.global_variables()])
expect_error(lambda: t(tf.constant(1.0)), "retry")
emit("after_retry", [t.variable_scope_name, t.variables, tf.global_variables()])
novars = tf.make_template('novars', lambda x: x * 2.0)
y = novars(tf.constant(1.0))
emit("novars", [y, novars.variables, novars.variable_scope_name])
emit("calls", calls)
