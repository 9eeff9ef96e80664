# tier: semantics
# tf.cond errors: branches of different dtypes, different structures, a non-scalar or
# non-bool predicate, and non-callable branches.
p = tf.placeholder(tf.bool, [], name="p")
expect_error(lambda: tf.cond(p, lambda: tf.constant(1.0), lambda: tf.constant(1)), "dtype")
expect_error(lambda: tf.cond(p, lambda: tf.constant(1.0),
                             lambda: (tf.constant(1.0), tf.constant(2.0))), "structure")
expect_error(lambda: tf.cond(tf.constant([True, False]), lambda: tf.constant(1.0),
                             lambda: tf.constant(2.0)), "vector_pred")
expect_error(lambda: tf.cond(tf.constant(1.0), lambda: tf.constant(1.0),
                             lambda: tf.constant(2.0)), "float_pred")
expect_error(lambda: tf.cond(p, tf.constant(1.0), lambda: tf.constant(2.0)), "not_callable")
emit("ops_left", len(tf.get_default_graph().get_operations()) > 0)
