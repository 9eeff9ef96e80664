# tier: opnames
# Unusual scope names: '' at the root and nested, names with dots and dashes, re-entering a
# scope string that contains a slash.
with tf.variable_scope('') as e:
    a = tf.get_variable('a', [1])
    x = a + 1.0
emit("empty_root", [e.name, e.original_name_scope, a, x])
with tf.variable_scope('outer'):
    with tf.variable_scope('') as e2:
        b = tf.get_variable('b', [1])
        y = b + 1.0
    emit("empty_nested", [e2.name, e2.original_name_scope, b, y])
with tf.variable_scope('v1.0-beta'):
    c = tf.get_variable('c', [1])
    z = c * 2.0
with tf.variable_scope('p/q'):
    d = tf.get_variable('d', [1])
    u = d - 1.0
with tf.variable_scope('p'):
    with tf.variable_scope('q', reuse=True):
        emit("found_d", tf.get_variable('d', [1]) is d)
emit("names", [c, z, d, u])
