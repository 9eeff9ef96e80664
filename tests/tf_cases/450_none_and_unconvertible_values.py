# tier: semantics
# None is not a value: tf.constant / convert_to_tensor / an op's input reject it, as do lists
# holding None; a dtype asked for names the element that does not fit it.
expect_error(lambda: tf.convert_to_tensor(None), "convert_none")
expect_error(lambda: tf.constant(None, dtype=tf.float32), "constant_none_float")
expect_error(lambda: tf.add(None, 1.0), "op_input_none")
expect_error(lambda: tf.constant([1.0, None]), "list_with_none")
expect_error(lambda: tf.constant(["a", None]), "strings_with_none")
expect_error(lambda: tf.constant([[1.0], [None]], dtype=tf.float32), "nested_none_float")
expect_error(lambda: tf.Variable(None), "variable_none")
expect_error(lambda: tf.get_variable("v", initializer=None), "get_variable_no_shape")
emit("strings", tf.constant(["a", b"b"]).dtype.name)
emit("nodes", graph_nodes())
