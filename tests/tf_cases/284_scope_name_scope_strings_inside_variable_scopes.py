# tier: opnames
# name_scope given a captured scope's original_name_scope from inside other variable scopes, and
# name_scope strings containing '/' inside a variable scope; get_variable ignores them all.
with tf.variable_scope('vs') as vs:
    pass
with tf.variable_scope('other'):
    with tf.name_scope(vs.original_name_scope):
        a = tf.get_variable('a', [1]) + 1.0
    with tf.name_scope('p/q'):
        b = tf.get_variable('b', [1]) + 1.0
    with tf.name_scope('p/q/'):
        c = tf.constant(1.0, name='c')
    with tf.name_scope('/abs'):
        d = tf.constant(1.0, name='d')
emit("ops", [a, b, c, d])
emit("vars", tf.global_variables())
