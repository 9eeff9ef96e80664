# tier: semantics
# The first call raises after creating one variable: the retry is again a first call; the
# variable made before the failure then already exists unless the scope reuses.
state = {'fail': True}


def fn(x):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
    if state['fail']:
        raise RuntimeError('boom')
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(1.0))
    return x * w + b


t = tf.make_template('t', fn)
x = tf.constant(1.0, name='x')
expect_error(lambda: t(x), "first")
emit("after_first", tf.global_variables())
emit("scope_captured", t.variable_scope.name if t.variable_scope is not None else None)
state['fail'] = False
expect_error(lambda: t(x), "retry")
emit("after_retry", tf.global_variables())
u = tf.make_template('u', fn)
state['fail'] = True
expect_error(lambda: u(x), "u_first")
state['fail'] = False
with tf.variable_scope('', reuse=tf.AUTO_REUSE):
    expect_error(lambda: u(x), "u_retry_under_auto_reuse")
emit("u_scope", [u.variable_scope.name, u.variable_scope.reuse])
emit("vars", tf.global_variables())
emit("scope_now", tf.get_variable_scope().name)
