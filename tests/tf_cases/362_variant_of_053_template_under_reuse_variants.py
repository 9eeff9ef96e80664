# tier: semantics
# Variant of 053: a create_scope_now_ template made under reuse=True fails at its first call;
# a lazy one first called under AUTO_REUSE nested in reuse=True works.
def fn(x):
    return x * tf.get_variable('w', [2], initializer=tf.constant_initializer(2.0))


x = tf.constant([3.0, 1.0], name='x')
with tf.variable_scope('pre'):
    pass
with tf.variable_scope('pre', reuse=True):
    now = tf.make_template('now', fn, create_scope_now_=True)
emit("now_scope", now.variable_scope.name)
emit("now_reuse", now.variable_scope.reuse)
expect_error(lambda: now(x), "create_scope_now_under_reuse")
lazy = tf.make_template('lazy', fn)
with tf.variable_scope('pre', reuse=True):
    with tf.variable_scope('auto', reuse=tf.AUTO_REUSE):
        lazy(x)
        lazy(x)
emit("lazy_vars", lazy.variables)
emit("lazy_scope", lazy.variable_scope.name)
emit("variables", tf.global_variables())
