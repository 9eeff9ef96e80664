# tier: semantics
# Name validation: op names and scope names in nested scopes, get_variable names with bad
# characters, and the messages TF gives.
expect_error(lambda: tf.constant(1.0, name='bad name'), "const_space")
expect_error(lambda: tf.identity(tf.constant(1.0, name='c'), name='bad name'), "identity_space")
expect_error(lambda: tf.get_variable('bad name', [1]), "get_variable_space")
expect_error(lambda: tf.Variable(1.0, name='bad name'), "variable_space")
with tf.name_scope('outer'):
    expect_error(lambda: tf.name_scope('in ner').__enter__(), "nested_scope_space")
    ok = tf.constant(1.0, name='-dash')
with tf.variable_scope('vs'):
    expect_error(lambda: tf.get_variable('_under', [1]), "get_variable_underscore_nested")
emit("ok", ok)
emit("ops", [op.name for op in tf.get_default_graph().get_operations()])
emit("variables", tf.global_variables())
