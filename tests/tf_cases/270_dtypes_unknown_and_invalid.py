# tier: semantics
# Unknown or invalid dtypes passed to get_variable, tf.Variable, placeholder, constant and
# as_dtype: the error classes and messages.
expect_error(lambda: tf.as_dtype('float17'), "as_dtype_string")
expect_error(lambda: tf.as_dtype(12345), "as_dtype_int")
expect_error(lambda: tf.as_dtype(object), "as_dtype_object")
expect_error(lambda: tf.get_variable('a', [1], dtype='float17'), "get_variable")
expect_error(lambda: tf.Variable(1.0, dtype='nope', name='b'), "variable")
expect_error(lambda: tf.placeholder('bad', [1]), "placeholder")
expect_error(lambda: tf.constant(1.0, dtype='huh'), "constant")
expect_error(lambda: tf.zeros([2], dtype='x'), "zeros")
emit("ok_strings", [tf.as_dtype('float32'), tf.as_dtype('int64'), tf.as_dtype('bool')])
emit("created", tf.global_variables())
emit("ops", [op.name for op in tf.get_default_graph().get_operations()])
