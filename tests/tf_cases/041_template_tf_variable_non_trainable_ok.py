# tier: semantics
# On later calls only new *trainable* variables are an error: a non-trainable tf.Variable
# (a counter) is allowed; the error message lists the offending variable.
def fn(x):
    counter = tf.Variable(0, name='counter', trainable=False)
    w = tf.get_variable('w', [], initializer=tf.ones_initializer())
    return x * w


def bad(x):
    return x * tf.Variable(2.0, name='v')


t = tf.make_template('t', fn)
x = tf.constant(1.0, name='x')
t(x)
t(x)
emit("t_vars", t.variables)
emit("t_trainable", t.trainable_variables)
b = tf.make_template('b', bad)
b(x)
expect_error(lambda: b(x), "trainable_on_second_call")
emit("global", tf.global_variables())
