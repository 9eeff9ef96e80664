# tier: semantics
# S000-07: case 1 (reuse False): get_variable in scope "foo" creates foo/v:0; a second create of the same full name raises ValueError.
with tf.variable_scope("foo"):
    emit("reuse_in_foo", tf.get_variable_scope().reuse)
    v = tf.get_variable("v", [1])
assert v.name == "foo/v:0"
emit("v", v)
emit("v_shape_dtype", [v.shape, v.dtype.base_dtype])
with tf.variable_scope("foo"):
    expect_error(lambda: tf.get_variable("v", [1]), "create_again")
emit("variables", tf.global_variables())
