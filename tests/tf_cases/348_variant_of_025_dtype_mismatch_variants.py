# tier: semantics
# Variant of 025: dtype checks on reuse: float64 read as default float32, int64 vs int32, bool,
# and a float64 scope dtype that makes the reuse match.
with tf.variable_scope("d-1"):
    f = tf.get_variable("f", [2], dtype=tf.float64)
    n = tf.get_variable("n", [2], dtype=tf.int64)
    b = tf.get_variable("b", [], dtype=tf.bool, initializer=tf.constant_initializer(True))
with tf.variable_scope("d-1", reuse=True):
    expect_error(lambda: tf.get_variable("f", [2]), "f64_as_default")
    expect_error(lambda: tf.get_variable("n", [2], dtype=tf.int32), "int64_as_int32")
    expect_error(lambda: tf.get_variable("b", [], dtype=tf.int32), "bool_as_int")
    emit("bool_ok", tf.get_variable("b", [], dtype=tf.bool) is b)
with tf.variable_scope("d-1", reuse=True, dtype=tf.float64):
    emit("scope_dtype_ok", tf.get_variable("f", [2]) is f)
emit("count", len(tf.global_variables()))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("b_value", sess.run(b))
