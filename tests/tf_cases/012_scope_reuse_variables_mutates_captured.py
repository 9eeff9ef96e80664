# tier: semantics
# scope.reuse_variables() flips the captured VariableScope object itself: re-entering it later
# (even by object) is in reuse mode, while re-entering by string is not.
with tf.variable_scope('net') as net:
    w = tf.get_variable('w', [1])
    net.reuse_variables()
    emit("inside_after", tf.get_variable_scope().reuse)
emit("captured_reuse_after_exit", net.reuse)
with tf.variable_scope(net) as again:
    emit("reentered_by_object", again.reuse)
    emit("shares", tf.get_variable('w', [1]) is w)
with tf.variable_scope('net') as by_name:
    emit("reentered_by_string", by_name.reuse)
    expect_error(lambda: tf.get_variable('w', [1]), "string_reentry_duplicate")
root = tf.get_variable_scope()
with tf.variable_scope('x'):
    tf.get_variable('y', [1])
root.reuse_variables()
emit("root_reuse", tf.get_variable_scope().reuse)
with tf.variable_scope('fresh') as f:
    emit("child_of_reusing_root", f.reuse)
    expect_error(lambda: tf.get_variable('z', [1]), "create_under_reusing_root")
