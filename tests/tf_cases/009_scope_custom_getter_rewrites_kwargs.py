# tier: semantics
# Custom getters can rename, change trainable/initializer, or wrap variables; they see the full
# name and the kwargs get_variable filled from the scope.
seen = []


def renaming_getter(getter, name, *args, **kwargs):
    seen.append(('rename', name, kwargs.get('shape'), kwargs['dtype'].name, kwargs.get('reuse')))
    return getter(name + '_renamed', *args, **kwargs)


def frozen_getter(getter, name, *args, **kwargs):
    kwargs['trainable'] = False
    kwargs['initializer'] = tf.constant_initializer(7.0)
    return getter(name, *args, **kwargs)


with tf.variable_scope('r', custom_getter=renaming_getter):
    a = tf.get_variable('a', [2])
with tf.variable_scope('r', custom_getter=renaming_getter, reuse=True):
    a2 = tf.get_variable('a', [2])
with tf.variable_scope('f', custom_getter=frozen_getter):
    b = tf.get_variable('b', [1], initializer=tf.zeros_initializer())
c = tf.get_variable('c', [1], custom_getter=frozen_getter)
emit("seen", seen)
emit("a", [a, a2 is a])
emit("trainable", tf.trainable_variables())
emit("global", tf.global_variables())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("b_c", sess.run([b, c]))
