# tier: opnames
# Re-entering nested variable scopes by string: variables are found through the nesting while
# every re-entry opens a fresh, uniquified op name scope at each level.
with tf.variable_scope('foo'):
    with tf.variable_scope('bar'):
        v = tf.get_variable('v', [1])
        a = v + 1.0
with tf.variable_scope('foo', reuse=True):
    with tf.variable_scope('bar') as s:
        v2 = tf.get_variable('v', [1])
        b = v2 * 2.0
        emit("inner_name_scope", tf.get_default_graph().get_name_scope())
        emit("inner_original", s.original_name_scope)
    with tf.variable_scope('bar') as s3:
        c = v2 - 1.0
        emit("third_original", s3.original_name_scope)
emit("same", v2 is v)
emit("ops", [a, b, c])
with tf.variable_scope('foo'):
    with tf.name_scope('bar'):
        d = tf.identity(v)
emit("d", d)
emit("variables", tf.global_variables())
