# tier: semantics
# get_variable errors about shapes: no shape and no initializer, partially known shape,
# constant initializer tensor plus shape, unknown-rank shape, and negative dims.
expect_error(lambda: tf.get_variable("a"), "no_shape")
expect_error(lambda: tf.get_variable("b", [None, 3]), "partial_shape")
expect_error(lambda: tf.get_variable("c", [2], initializer=tf.constant([1.0, 2.0])),
             "tensor_with_shape")
expect_error(lambda: tf.get_variable("d", initializer=tf.zeros_initializer()), "callable_no_shape")
expect_error(lambda: tf.get_variable("e", tf.TensorShape(None)), "unknown_rank")
expect_error(lambda: tf.get_variable("f", [2], initializer=tf.constant_initializer([1.0, 2.0, 3.0])),
             "const_init_too_many")
expect_error(lambda: tf.get_variable("g", [2, 2], initializer=[[1.0, 2.0], [3.0, 4.0]]),
             "list_initializer_with_shape")
emit("variables", tf.global_variables())
