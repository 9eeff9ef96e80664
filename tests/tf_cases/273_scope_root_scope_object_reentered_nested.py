# tier: opnames
# Re-entering the root scope object (tf.get_variable_scope() captured at the top) from inside
# nested variable and name scopes: variables land at the top, ops keep the current name scope.
root = tf.get_variable_scope()
w = tf.get_variable('w', [1])
with tf.variable_scope('a'):
    with tf.name_scope('n'):
        with tf.variable_scope(root, reuse=True) as r:
            emit("r", [r.name, r.original_name_scope, r.reuse])
            x = tf.get_variable('w', [1]) + 1.0
        with tf.variable_scope(root) as r2:
            y = tf.get_variable('top_level', [1]) * 2.0
            with tf.variable_scope('sub'):
                z = tf.get_variable('z', [1]) - 1.0
emit("ops", [x, y, z])
emit("vars", tf.global_variables())
emit("root_reuse", root.reuse)
