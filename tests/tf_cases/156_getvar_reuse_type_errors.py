# tier: semantics
# Invalid values for reuse and scope arguments, and reuse_variables on the root scope.
expect_error(lambda: tf.variable_scope("a", reuse="yes").__enter__(), "reuse_string")
expect_error(lambda: tf.variable_scope(None).__enter__(), "none_no_default")
expect_error(lambda: tf.variable_scope(3).__enter__(), "int_scope")
expect_error(lambda: tf.variable_scope("ok", reuse=1), "reuse_1")
expect_error(lambda: tf.variable_scope("ok2", reuse=0), "reuse_0")
with tf.variable_scope("ok3", reuse=None):
    emit("reuse_none", tf.get_variable_scope().reuse)
with tf.variable_scope("ok4", reuse=False):
    tf.get_variable_scope().reuse_variables()
    emit("reuse_after_reuse_variables", tf.get_variable_scope().reuse)
emit("root", [tf.get_variable_scope().name, tf.get_variable_scope().reuse])
