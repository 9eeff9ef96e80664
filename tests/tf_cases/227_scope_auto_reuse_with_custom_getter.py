# tier: semantics
# AUTO_REUSE scopes with custom getters: the getter runs on every get_variable, can rename,
# and the renamed variable is created once then reused.
log = []


def renamer(getter, name, *args, **kwargs):
    log.append((name, kwargs.get('reuse') is tf.AUTO_REUSE))
    return getter(name + '_r', *args, **kwargs)


def layer():
    with tf.variable_scope('L', reuse=tf.AUTO_REUSE, custom_getter=renamer):
        return tf.get_variable('w', [2], initializer=tf.ones_initializer())


v1 = layer()
v2 = layer()
emit("same", v1 is v2)
emit("name", v1.name)
emit("log", log)
with tf.variable_scope('L', reuse=True):
    emit("plain_lookup", tf.get_variable('w_r', [2]) is v1)
    expect_error(lambda: tf.get_variable('w', [2]), "unrenamed_missing")
emit("vars", tf.global_variables())
