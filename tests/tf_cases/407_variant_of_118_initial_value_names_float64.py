# tier: opnames
# Variant of 118: initial value tensor names of each initializer kind in float64 [3], int32 with no
# initializer, and tf.Variable inputs in a nested scope.
inits = [('c', tf.constant_initializer(2.0)), ('z', tf.zeros_initializer()),
         ('o', tf.ones_initializer()), ('u', tf.random_uniform_initializer(-1.0, 1.0)),
         ('n', tf.random_normal_initializer(1.0, 2.0)), ('t', tf.truncated_normal_initializer()),
         ('g', tf.glorot_normal_initializer()), ('d', None)]
with tf.variable_scope('init.2'):
    with tf.variable_scope('x'):
        for name, init in inits:
            v = tf.get_variable(name, [3], dtype=tf.float64, initializer=init)
            emit(name, v.initializer.inputs[1])
        i = tf.get_variable('i', [3], dtype=tf.int32)
        emit("i", i.initializer.inputs[1])
        extra = [tf.get_variable('from_tensor', initializer=tf.constant([1, 2])),
                 tf.Variable(tf.random_normal([2]), name='tv'),
                 tf.Variable(3.0, name='tp')]
        emit("extra", [v.initializer.inputs[1] for v in extra])
