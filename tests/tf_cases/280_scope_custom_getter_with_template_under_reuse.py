# tier: semantics
# A scope custom getter around a template: it applies inside the template's first call and on
# later calls made under a reuse=True scope with the same getter; reuse flags seen by it.
log = []


def getter(getter, name, *args, **kwargs):
    log.append((name, kwargs.get('reuse')))
    return getter(name, *args, **kwargs)


def fn(x):
    return x * tf.get_variable('w', [], initializer=tf.ones_initializer())


t = tf.make_template('t', fn)
x = tf.constant(1.0, name='x')
with tf.variable_scope('g', custom_getter=getter):
    t(x)
with tf.variable_scope('g', custom_getter=getter, reuse=True):
    t(x)
t(x)
emit("log", [(n, r is True, r is None, r is tf.AUTO_REUSE) for n, r in log])
emit("vars", tf.global_variables())
