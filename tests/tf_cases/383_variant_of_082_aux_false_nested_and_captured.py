# tier: opnames
# Variant of 082: auxiliary_name_scope=False nested in a normal scope, and re-entering a captured
# scope object with auxiliary_name_scope=False.
with tf.variable_scope('outer') as outer:
    with tf.variable_scope('in.1', auxiliary_name_scope=False) as s:
        v = tf.get_variable('v', [1])
        x = v + 1.0
        emit("probe_op_inside", tf.no_op(name="probe"))
emit("v", v)
emit("x", x)
emit("original_name_scope", s.original_name_scope)
with tf.name_scope('ns'):
    with tf.variable_scope(outer, auxiliary_name_scope=False) as o2:
        w = tf.get_variable('w', [1])
        y = w * 2.0
        emit("o2_original", o2.original_name_scope)
    with tf.variable_scope(outer) as o3:
        z = w * 3.0
emit("w", w)
emit("y", y)
emit("z", z)
