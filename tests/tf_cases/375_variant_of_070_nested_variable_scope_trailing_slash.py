# tier: opnames
# Variant of 070: variable_scope('b/') nested in 'outer': the variable gets 'outer/b//q' and the
# op name scope 'b/' is taken verbatim (not under outer/).
with tf.variable_scope('outer'):
    with tf.variable_scope('b'):
        a = tf.get_variable('a', [1])
    with tf.variable_scope('b/') as s:
        q = tf.get_variable('q', [1])
        y = q * 2.0
emit("scope", s.name)
emit("a", a.name)
emit("q", q.name)
emit("y", y.name)
with tf.variable_scope('outer/b', reuse=True):
    expect_error(lambda: tf.get_variable('q', [1]), "q_not_under_outer_b")
