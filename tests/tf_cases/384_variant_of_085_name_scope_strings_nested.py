# tier: opnames
# Variant of 085: name_scope strings for dashed names nested in variable scopes; re-entering
# a variable scope by string gives a new name scope; a constant named by a scope string.
with tf.variable_scope('vs-1') as vs:
    with tf.name_scope('a.b') as a:
        with tf.name_scope('c-d') as b:
            emit("probe_op", tf.no_op(name="probe"))
with tf.variable_scope('vs-1') as vs2:
    with tf.name_scope('a.b') as c:
        pass
emit("a", a)
emit("b", b)
emit("c", c)
emit("vs_names", [vs.name, vs2.name])
emit("vs_original", [vs.original_name_scope, vs2.original_name_scope])
with tf.name_scope(None):
    with tf.name_scope('a.b') as again:
        emit("again", again)
op = tf.constant(0.0, name=b)
emit("op_named_by_scope", op)
