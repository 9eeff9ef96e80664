# tier: opnames
# Entering a captured scope inside itself (and inside its own re-entry) nests op name scopes but
# not variable scopes; the same object entered three times in a row.
with tf.variable_scope('m') as m:
    a = tf.get_variable('a', [1]) + 1.0
    with tf.variable_scope(m) as m2:
        b = tf.get_variable('b', [1]) + 1.0
        emit("m2", [m2.name, m2.original_name_scope])
        with tf.variable_scope(m) as m3:
            c = tf.get_variable('c', [1]) + 1.0
            emit("m3", [m3.name, m3.original_name_scope])
outs = []
for i in range(3):
    with tf.variable_scope(m, reuse=True):
        outs.append(tf.get_variable('a', [1]) * 2.0)
emit("ops", [a, b, c])
emit("outs", outs)
emit("vars", tf.global_variables())
