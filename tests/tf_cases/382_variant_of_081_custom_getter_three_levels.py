# tier: semantics
# Variant of 081: three levels of scope custom getters plus a get_variable(custom_getter=...);
# a getter that changes kwargs (trainable=False) is seen by the variable.
log = []


def make(tag, force_untrainable=False):
    def getter(getter, name, *args, **kwargs):
        log.append(tag + ':' + name)
        if force_untrainable:
            kwargs['trainable'] = False
        return getter(name, *args, **kwargs)
    return getter


with tf.variable_scope('l1', custom_getter=make('g1')):
    with tf.variable_scope('l2', custom_getter=make('g2', force_untrainable=True)):
        with tf.variable_scope('l3', custom_getter=make('g3')):
            a = tf.get_variable('a', [1])
            b = tf.get_variable('b', [1], custom_getter=make('direct'))
    c = tf.get_variable('c', [1], custom_getter=make('direct_l1'))
emit("log", log)
emit("variables", tf.global_variables())
emit("trainable", tf.trainable_variables())
with tf.variable_scope('bad', custom_getter='not a function'):
    expect_error(lambda: tf.get_variable('z', [1]), "string_getter")
