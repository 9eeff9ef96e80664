# tier: semantics
# Variant of 017: missing variables under reuse=True in a nested scope, after
# reuse_variables(), and the AUTO_REUSE case that creates instead of raising.
with tf.variable_scope("net/layer-1"):
    v = tf.get_variable("v", [2], dtype=tf.int32)
with tf.variable_scope("net", reuse=True):
    with tf.variable_scope("layer-1"):
        expect_error(lambda: tf.get_variable("bias", [2]), "missing_bias")
        emit("v_found", tf.get_variable("v", [2], dtype=tf.int32) is v)
    expect_error(lambda: tf.get_variable("v", [2], dtype=tf.int32), "wrong_level")
with tf.variable_scope("late"):
    tf.get_variable_scope().reuse_variables()
    expect_error(lambda: tf.get_variable("x", [], dtype=tf.float64), "after_reuse_variables")
with tf.variable_scope("auto", reuse=tf.AUTO_REUSE):
    emit("auto_creates", tf.get_variable("x", [3]).name)
emit("variables", tf.global_variables())
