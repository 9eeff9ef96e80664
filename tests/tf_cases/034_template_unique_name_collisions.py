# tier: semantics
# unique_name_ is used verbatim: two templates with the same unique_name_ collide on their first
# calls; a template named like an existing scope is uniquified instead.
def fn(x):
    return x * tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))


x = tf.constant(1.0, name='x')
with tf.variable_scope('taken'):
    tf.get_variable('w', [])
t1 = tf.make_template('anything', fn, unique_name_='fixed')
t2 = tf.make_template('other', fn, unique_name_='fixed')
t1(x)
expect_error(lambda: t2(x), "second_unique_name_collides")
t3 = tf.make_template('taken', fn)
t3(x)
t4 = tf.make_template('x', fn)
t4(x)
emit("scopes", [t1.variable_scope.name, t3.variable_scope.name, t4.variable_scope.name])
emit("t2_scope_after_error", t2.variable_scope.name if t2.variable_scope is not None else None)
emit("variables", tf.global_variables())
