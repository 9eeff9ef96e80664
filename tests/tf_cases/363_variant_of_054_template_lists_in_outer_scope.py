# tier: semantics
# Variant of 054: a template first called inside 'o' lists only o/net/ variables, not o/net_1 or
# o/net2; an int64 non-trainable variable and a non-trainable tf.Variable are in .variables only.
def fn(x):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(2.0))
    steps = tf.get_variable('steps', [], dtype=tf.int64, trainable=False,
                            initializer=tf.zeros_initializer())
    ema = tf.Variable(0.0, name='ema', trainable=False)
    return x * w, steps, ema


t = tf.make_template('net', fn)
with tf.variable_scope('o'):
    with tf.variable_scope('net_1'):
        a = tf.get_variable('w', [2])
    with tf.variable_scope('net2'):
        b = tf.get_variable('w', [2])
    t(tf.constant([1.0, 2.0], name='x'))
emit("variables", t.variables)
emit("trainable_variables", t.trainable_variables)
emit("non_trainable_variables", t.non_trainable_variables)
emit("global", tf.global_variables())
emit("trainable", tf.trainable_variables())
