# tier: semantics
# S000-10: tf.get_variable_scope().reuse_variables() inside the scope makes the next get_variable return v.
with tf.variable_scope("foo"):
    v = tf.get_variable("v", [1])
    emit("reuse_before", tf.get_variable_scope().reuse)
    tf.get_variable_scope().reuse_variables()
    emit("reuse_after", tf.get_variable_scope().reuse)
    v1 = tf.get_variable("v", [1])
    expect_error(lambda: tf.get_variable("new", [1]), "create_after_reuse_variables")
assert v1 == v
emit("v1_eq_v", v1 == v)
emit("variables", tf.global_variables())
with tf.variable_scope("foo"):
    # a fresh entry of "foo" by name starts without reuse again
    emit("reuse_reentered", tf.get_variable_scope().reuse)
