# tier: semantics
# Sharing checks: scalar vs [1], partially known shapes, omitted shape, and dtype mismatches,
# with their message first lines.
with tf.variable_scope('s'):
    sc = tf.get_variable('sc', [])
    m = tf.get_variable('m', [2, 3])
    i = tf.get_variable('i', [2], dtype=tf.int64)
with tf.variable_scope('s', reuse=True):
    expect_error(lambda: tf.get_variable('sc', [1]), "scalar_vs_1")
    emit("partial_shape_ok", tf.get_variable('m', [None, 3]) is m)
    emit("no_shape_ok", tf.get_variable('m') is m)
    expect_error(lambda: tf.get_variable('m', [2]), "rank_mismatch")
    expect_error(lambda: tf.get_variable('i', [2], dtype=tf.int32), "int64_vs_int32")
    expect_error(lambda: tf.get_variable('sc', [], dtype=tf.float16), "float16")
    emit("i_ok", tf.get_variable('i', [2], dtype=tf.int64) is i)
emit("shapes", [sc.shape, m.shape, i.shape])
