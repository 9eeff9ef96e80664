# tier: opnames
# Variant of 069: name_scope(None) deep inside nested scopes: tf.Variable and ops go to the root,
# get_variable keeps the variable scope; a name_scope opened inside restarts from the root.
with tf.name_scope('n1'):
    with tf.variable_scope('vs.1'):
        with tf.name_scope('n2'):
            with tf.name_scope(None):
                a = tf.constant(1.0, name='a')
                u = tf.Variable(1.0, name='u')
                v = tf.get_variable('v', [1])
                with tf.name_scope('fresh') as fresh:
                    b = tf.constant(1.0, name='b')
                emit("scope_in_none", tf.get_variable_scope().name)
            c = tf.constant(1.0, name='c')
emit("fresh", fresh)
emit("names", [a, u, v, b, c])
