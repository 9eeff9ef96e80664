# tier: opnames
# Variant of 016: a captured NESTED scope (a/b.1) re-entered at the top twice and under 'c':
# ops use the last component with a fresh suffix; variables stay in a/b.1/.
with tf.variable_scope("a"):
    with tf.variable_scope("b.1") as inner:
        x0 = tf.get_variable("v", [1]) * 2.0
with tf.variable_scope(inner):
    w = tf.get_variable("w", [1])
    x1 = w * 2.0
    emit("probe_top", tf.no_op(name="probe"))
with tf.variable_scope(inner) as again:
    x2 = w * 2.0
    emit("again_original_name_scope", again.original_name_scope)
with tf.variable_scope("c"):
    with tf.name_scope("n"):
        with tf.variable_scope(inner) as s3:
            u = tf.get_variable("u", [1])
            x3 = u * 2.0
            emit("s3_original_name_scope", s3.original_name_scope)
            emit("s3_name", s3.name)
emit("xs", [x0, x1, x2, x3])
emit("vars", [w.name, u.name])
emit("inner_original_name_scope", inner.original_name_scope)
