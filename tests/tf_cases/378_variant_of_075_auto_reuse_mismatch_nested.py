# tier: semantics
# Variant of 075: AUTO_REUSE inherited by a nested scope still checks shapes and dtypes
# ([2, 3] vs [3, 2], float64 vs float32); shape=None finds the existing one.
with tf.variable_scope('au.2', reuse=tf.AUTO_REUSE):
    with tf.variable_scope('in'):
        a1 = tf.get_variable('x', [2, 3], dtype=tf.float64)
        a2 = tf.get_variable('x', [2, 3], dtype=tf.float64)
        emit("same", a1 is a2)
        expect_error(lambda: tf.get_variable('x', [3, 2], dtype=tf.float64), "shape")
        expect_error(lambda: tf.get_variable('x', [2, 3]), "dtype")
        emit("none_shape", tf.get_variable('x', dtype=tf.float64) is a1)
        emit("new_name_created", tf.get_variable('y', [1], dtype=tf.int64).name)
emit("variables", tf.global_variables())
