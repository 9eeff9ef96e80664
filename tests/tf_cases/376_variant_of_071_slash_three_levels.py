# tier: semantics
# Variant of 071: 'x/y.1/z' addresses three levels; 'x/y.1' then 'z' reaches the same variable;
# a slash name inside another scope is relative to it.
with tf.variable_scope('x'):
    with tf.variable_scope('y.1'):
        with tf.variable_scope('z'):
            v = tf.get_variable('v', [2], dtype=tf.int32)
with tf.variable_scope('x/y.1/z', reuse=True) as s:
    v2 = tf.get_variable('v', [2], dtype=tf.int32)
emit("same", v2 is v)
emit("scope", s.name)
with tf.variable_scope('x/y.1', reuse=True):
    with tf.variable_scope('z'):
        emit("two_step", tf.get_variable('v', [2], dtype=tf.int32) is v)
with tf.variable_scope('x'):
    with tf.variable_scope('p/q'):
        w = tf.get_variable('w', [1])
emit("w", w.name)
with tf.variable_scope('x/p', reuse=True):
    with tf.variable_scope('q'):
        emit("found_through_nesting", tf.get_variable('w', [1]) is w)
