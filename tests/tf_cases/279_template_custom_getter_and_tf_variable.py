# tier: semantics
# A template's custom_getter_ sees get_variable calls but not tf.Variable; the counter variable
# made with tf.Variable(trainable=False) appears per call.
seen = []


def getter(getter, name, *args, **kwargs):
    seen.append(name)
    return getter(name, *args, **kwargs)


def fn(x):
    step = tf.Variable(0, name='step', trainable=False)
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
    return x * w, step


t = tf.make_template('t', fn, custom_getter_=getter)
x = tf.constant(1.0, name='x')
y1, s1 = t(x)
y2, s2 = t(x)
emit("seen", seen)
emit("steps", [s1, s2])
emit("global", tf.global_variables())
emit("trainable", tf.trainable_variables())
