# tier: semantics
# Invalid names given to name_scope, variable_scope and ops: leading characters, spaces, and
# what each raises.
expect_error(lambda: tf.name_scope("!bad").__enter__(), "name_scope_bang")
expect_error(lambda: tf.name_scope("has space").__enter__(), "name_scope_space")
expect_error(lambda: tf.variable_scope("has space").__enter__(), "variable_scope_space")
expect_error(lambda: tf.constant(1.0, name="-lead"), "op_dash")
expect_error(lambda: tf.constant(1.0, name="a b"), "op_space")
expect_error(lambda: tf.get_variable("w w", []), "var_space")
emit("scope_after", [tf.get_variable_scope().name, tf.get_default_graph().get_name_scope()])
with tf.name_scope("ok"):
    expect_error(lambda: tf.identity(tf.constant(1.0), name="_under"), "op_underscore_nested")
    emit("nested_ok", tf.constant(1.0, name="x.y-z").name)
