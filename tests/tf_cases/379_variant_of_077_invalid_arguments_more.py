# tier: semantics
# Variant of 077: more argument validation: reuse as string 'True' / 2 / float, AUTO_REUSE with
# only a default name, float name, non-bool auxiliary_name_scope.
expect_error(lambda: tf.variable_scope('a', reuse='True'), "reuse_string_true")
expect_error(lambda: tf.variable_scope('a', reuse=2), "reuse_int_2")
expect_error(lambda: tf.variable_scope('a', reuse=0.5), "reuse_float")
expect_error(lambda: tf.variable_scope(None, default_name='d', reuse=tf.AUTO_REUSE).__enter__(),
             "auto_reuse_with_default_name")
expect_error(lambda: tf.variable_scope(2.5).__enter__(), "float_name")
expect_error(lambda: tf.variable_scope('a', auxiliary_name_scope='yes'), "aux_string")
emit("still_root", tf.get_variable_scope().name)
with tf.variable_scope('a', reuse=None) as s:
    emit("reuse_none", s.reuse)
expect_error(lambda: tf.variable_scope('a', reuse=0), "reuse_zero")
