# tier: opnames
# Variant of 067: nested names may start with '_' or '-' (not allowed at the root); the same
# in a name_scope nested in a variable_scope.
expect_error(lambda: tf.variable_scope('_root').__enter__(), "root_underscore")
with tf.variable_scope('vs'):
    with tf.name_scope('_x'):
        c = tf.constant(1.0, name='c')
    with tf.variable_scope('-y'):
        v = tf.get_variable('v', [1])
        d = v + 1.0
        with tf.name_scope('__z'):
            e = d * 2.0
emit("c", c)
emit("v", v)
emit("d", d)
emit("e", e)
