# tier: semantics
# Variant of 036: create_scope_now_ fixes a nested location (a/b); lazy ones capture the call
# site (c/d); a second create_scope_now_ template with the same name is uniquified.
def fn(x):
    return x * tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))


with tf.variable_scope('a'):
    with tf.variable_scope('b'):
        now = tf.make_template('now', fn, create_scope_now_=True)
        now2 = tf.make_template('now', fn, create_scope_now_=True)
        lazy = tf.make_template('lazy', fn)
x = tf.constant(1.0, name='x')
with tf.variable_scope('c/d'):
    with tf.name_scope('ignored'):
        now(x)
        lazy(x)
        now2(x)
lazy(x)
emit("variables", tf.global_variables())
emit("scopes", [now.variable_scope.name, now2.variable_scope.name, lazy.variable_scope.name])
