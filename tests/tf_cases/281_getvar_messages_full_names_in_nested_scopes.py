# tier: semantics
# get_variable error messages name the full variable path in nested, captured and re-entered
# scopes, including shape and dtype mismatches.
with tf.variable_scope('a'):
    with tf.variable_scope('b') as b:
        tf.get_variable('w', [2, 3], dtype=tf.float32)
with tf.variable_scope(b, reuse=True):
    expect_error(lambda: tf.get_variable('missing', [1]), "missing_in_captured")
    expect_error(lambda: tf.get_variable('w', [3, 2]), "shape_in_captured")
    expect_error(lambda: tf.get_variable('w', [2, 3], dtype=tf.int32), "dtype_in_captured")
with tf.variable_scope('x'):
    with tf.variable_scope(b):
        expect_error(lambda: tf.get_variable('w', [2, 3]), "exists_in_captured")
with tf.variable_scope('a/b', reuse=tf.AUTO_REUSE):
    expect_error(lambda: tf.get_variable('w', [2]), "auto_reuse_shape")
    expect_error(lambda: tf.get_variable('w', [2, 3], dtype=tf.float64), "auto_reuse_dtype")
    expect_error(lambda: tf.get_variable('fresh'), "auto_reuse_no_shape")
emit("vars", tf.global_variables())
