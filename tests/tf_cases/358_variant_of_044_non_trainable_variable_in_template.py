# tier: semantics
# Variant of 044: a NON-trainable tf.Variable in a template is allowed on every call; a trainable
# one fails on the second call (and is created before the check fires).
def counter_fn(x):
    c = tf.Variable(0, name='count', trainable=False)
    return x + 1.0, c


def bad_fn(x):
    v = tf.Variable(tf.zeros([2]), name='v.x')
    return x + v


t = tf.make_template('ok-1', counter_fn)
x = tf.constant(3.0, name='x')
for _ in range(3):
    t(x)
emit("after_three", tf.global_variables())
emit("template_vars", t.variables)
bad = tf.make_template('bad', bad_fn)
bad(x)
expect_error(lambda: bad(x), "second_call")
emit("after_second", tf.global_variables())
emit("trainable", tf.trainable_variables())
