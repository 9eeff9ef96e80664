# tier: opnames
# variable_scope names ending in '/' nested in other scopes and captured: variable names carry
# the double slash, op name scopes are used verbatim.
with tf.variable_scope('outer'):
    with tf.variable_scope('inner/') as s:
        v = tf.get_variable('v', [1])
        y = v + 1.0
        emit("inside_scope", [s.name, s.original_name_scope])
with tf.variable_scope(s) as s2:
    w = tf.get_variable('w', [1])
    z = w + 1.0
    emit("captured", [s2.name, s2.original_name_scope])
with tf.name_scope('top/') as n:
    c = tf.constant(1.0, name='c')
with tf.variable_scope('top'):
    t = tf.get_variable('t', [1]) + 1.0
emit("names", [v, y, w, z, n, c, t])
