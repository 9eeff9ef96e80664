# tier: semantics
# VariableScope setters: set_initializer, set_dtype, set_custom_getter, set_regularizer on a
# captured scope apply to later entries by object; entries by string do not see them.
log = []


def getter(getter, name, *a, **k):
    log.append(name)
    return getter(name, *a, **k)


with tf.variable_scope('s') as s:
    pass
s.set_initializer(tf.constant_initializer(7.0))
s.set_dtype(tf.float64)
s.set_custom_getter(getter)
my_getter = getter
s.set_regularizer(lambda t: tf.reduce_sum(t))
with tf.variable_scope(s):
    a = tf.get_variable('a', [2])
with tf.variable_scope('s'):
    b = tf.get_variable('b', [2])
emit("dtypes", [a.dtype, b.dtype])
emit("log", log)
emit("reg_losses", tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES))
emit("props", [s.dtype, s.custom_getter is my_getter, s.regularizer is not None])
with tf.Session() as sess:
    sess.run(a.initializer)
    emit("a", sess.run(a))
