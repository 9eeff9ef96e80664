# tier: semantics
# Variant of 066: more invalid root names (leading '-', '@', ':'), a space deep inside a nested
# name, and valid names starting with '.' or a digit.
expect_error(lambda: tf.variable_scope('-lead').__enter__(), "variable_scope_dash")
expect_error(lambda: tf.name_scope('x@y').__enter__(), "name_scope_at")
expect_error(lambda: tf.name_scope('a:b').__enter__(), "name_scope_colon")
expect_error(lambda: tf.variable_scope('ok/bad name').__enter__(), "nested_space")
expect_error(lambda: tf.name_scope('_under').__enter__(), "name_scope_underscore")
emit("scope_after", tf.get_variable_scope().name)
emit("probe_op_after", tf.no_op(name="probe"))
with tf.variable_scope('.dot'):
    v = tf.get_variable('v', [1])
with tf.variable_scope('9start-x'):
    w = tf.get_variable('w', [1])
with tf.name_scope('A.b-c_9'):
    c = tf.constant(0, name='c')
emit("ok", [v.name, w.name, c.name])
