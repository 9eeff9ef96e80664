# tier: semantics
# custom_getter_ of a template runs on every call (creation and reuse) with the full names.
log = []


def getter(getter, name, *args, **kwargs):
    log.append((name, kwargs.get('reuse') is True, kwargs.get('trainable')))
    return getter(name, *args, **kwargs)


def fn(x):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
    s = tf.get_variable('steps', [], dtype=tf.int32, trainable=False,
                        initializer=tf.zeros_initializer())
    return x * w, s


t = tf.make_template('net', fn, custom_getter_=getter)
x = tf.constant(1.0, name='x')
with tf.variable_scope('caller'):
    a = t(x)
b = t(x)
emit("log", log)
emit("outs", [a, b])
emit("variables", t.variables)
emit("trainable", t.trainable_variables)
emit("non_trainable", t.non_trainable_variables)
