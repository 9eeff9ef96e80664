# tier: opnames
# A captured nested scope (outer/inner) re-entered from the root and from another scope: variables
# stay in outer/inner, sub-scopes nest under it, ops get name scopes named after 'inner'.
with tf.variable_scope('outer'):
    with tf.variable_scope('inner') as inner:
        w = tf.get_variable('w', [1])
with tf.variable_scope(inner) as s1:
    emit("s1_name", s1.name)
    emit("s1_original", s1.original_name_scope)
    emit("s1_is_new_object", s1 is not inner)
    x = w * 3.0
    with tf.variable_scope('deeper') as d:
        u = tf.get_variable('u', [1])
        y = u + 1.0
        emit("deeper_original", d.original_name_scope)
with tf.variable_scope('elsewhere'):
    with tf.variable_scope(inner, reuse=True) as s2:
        emit("found", tf.get_variable('w', [1]) is w)
        z = w - 1.0
        emit("s2_name_scope", tf.get_default_graph().get_name_scope())
        emit("s2_reuse", s2.reuse)
    emit("back_in_elsewhere", tf.get_variable_scope().name)
emit("names", [u, x, y, z])
emit("variables", tf.global_variables())
