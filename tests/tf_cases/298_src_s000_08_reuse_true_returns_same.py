# tier: semantics
# S000-08: case 2: variable_scope("foo", reuse=True) returns the existing variable (v1 == v); a missing one raises ValueError.
with tf.variable_scope("foo"):
    v = tf.get_variable("v", [1])
with tf.variable_scope("foo", reuse=True):
    emit("reuse", tf.get_variable_scope().reuse)
    v1 = tf.get_variable("v", [1])
    expect_error(lambda: tf.get_variable("w", [1]), "missing_under_reuse")
    expect_error(lambda: tf.get_variable("v", [2]), "shape_mismatch_under_reuse")
assert v1 == v
emit("v1_eq_v", v1 == v)
emit("v1_is_v", v1 is v)
emit("names", [v.name, v1.name])
emit("variables", tf.global_variables())
