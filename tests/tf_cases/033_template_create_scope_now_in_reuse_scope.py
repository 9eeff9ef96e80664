# tier: semantics
# create_scope_now_ inside a scope: the template's scope is made there (uniquified against
# scopes already opened) and its reuse flag does not leak into the first call.
def fn(x):
    return x * tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))


with tf.variable_scope('m'):
    with tf.variable_scope('t'):
        pass
    t1 = tf.make_template('t', fn, create_scope_now_=True)
    t2 = tf.make_template('t', fn, create_scope_now_=True)
emit("scopes", [t1.variable_scope.name, t2.variable_scope.name])
emit("scope_names", [t1.variable_scope_name, t2.variable_scope_name])
x = tf.constant(1.0, name='x')
with tf.variable_scope('elsewhere', reuse=True):
    y1 = t1(x)
y2 = t1(x)
y3 = t2(x)
emit("outs", [y1, y2, y3])
emit("variables", tf.global_variables())
emit("t1_vars", t1.variables)
