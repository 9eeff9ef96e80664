# tier: semantics
# Variant of 024: shape checks on reuse: scalar vs [1], extra dimension, TensorShape and shape=None.
with tf.variable_scope("bar.3"):
    s = tf.get_variable("s", [])
    t = tf.get_variable("t", [2, 3, 4], dtype=tf.float64)
with tf.variable_scope("bar.3", reuse=True):
    expect_error(lambda: tf.get_variable("s", [1]), "scalar_as_vector")
    expect_error(lambda: tf.get_variable("t", [2, 3], dtype=tf.float64), "fewer_dims")
    expect_error(lambda: tf.get_variable("t", [2, 3, 4, 1], dtype=tf.float64), "extra_dim")
    emit("tensorshape_ok", tf.get_variable("t", tf.TensorShape([2, 3, 4]), dtype=tf.float64) is t)
    emit("none_shape_ok", tf.get_variable("t", dtype=tf.float64) is t)
    emit("scalar_ok", tf.get_variable("s", []) is s)
emit("count", len(tf.global_variables()))
