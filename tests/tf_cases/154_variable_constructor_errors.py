# tier: semantics
# tf.Variable constructor errors: no initial value, a callable with a tensor initial value,
# an initial value of unknown shape with validate_shape, and invalid names.
expect_error(lambda: tf.Variable(), "no_initial_value")
expect_error(lambda: tf.Variable(None), "none_initial_value")
p = tf.placeholder(tf.float32, name="p")
expect_error(lambda: tf.Variable(p, name="from_unknown"), "unknown_shape")
q = tf.placeholder(tf.float32, [None, 2], name="q")
expect_error(lambda: tf.Variable(q, name="from_partial"), "partial_shape")
expect_error(lambda: tf.Variable(1.0, name="bad name!"), "bad_name")
expect_error(lambda: tf.Variable("text", dtype=tf.float32), "string_to_float")
emit("variables", tf.global_variables())
emit("ok_partial", tf.Variable(q, validate_shape=False, name="partial_ok").shape)
