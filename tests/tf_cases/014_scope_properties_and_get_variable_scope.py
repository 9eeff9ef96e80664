# tier: semantics
# VariableScope attributes: name, original_name_scope, reuse, dtype, initializer, custom_getter,
# and the scope-local variable lists.
root = tf.get_variable_scope()
emit("root", [root.name, root.original_name_scope, root.reuse, root.dtype,
              root.initializer is None, root.custom_getter is None])
with tf.variable_scope('m', dtype=tf.float64) as m:
    tf.get_variable('w', [1])
    with tf.variable_scope('n') as n:
        tf.get_variable('w', [1])
        emit("current_is_n", tf.get_variable_scope() is n)
with tf.variable_scope('m_2'):
    tf.get_variable('w', [1])
emit("m", [m.name, m.original_name_scope, m.reuse, m.dtype])
emit("n", [n.name, n.original_name_scope, n.dtype])
emit("m_globals", m.global_variables())
emit("m_trainables", m.trainable_variables())
emit("n_globals", n.global_variables())
emit("root_globals", root.global_variables())
emit("collection_scope_m", tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope='m'))
