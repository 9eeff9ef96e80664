# tier: semantics
# Template misuse errors: a second call creating a new get_variable, calling with changed
# shapes, and create_scope_now_ under reuse=True where the variable does not exist.
def grow(x, n=[0]):
    n[0] += 1
    return x * tf.get_variable('w%d' % n[0], [], initializer=tf.ones_initializer())


t = tf.make_template('grow', grow)
x = tf.constant(1.0, name='x')
t(x)
expect_error(lambda: t(x), "new_var_second_call")
emit("vars", tf.global_variables())


def fn(x):
    return x * tf.get_variable('w', [], initializer=tf.ones_initializer())


with tf.variable_scope('r', reuse=True):
    now = tf.make_template('now', fn, create_scope_now_=True)
expect_error(lambda: now(x), "created_now_in_reuse")
emit("now_reuse", now.variable_scope.reuse)
emit("vars2", tf.global_variables())
