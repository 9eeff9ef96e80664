# tier: semantics
# S000-09: nested variable scopes append names like directories: foo/bar/v:0.
with tf.variable_scope("foo"):
    with tf.variable_scope("bar"):
        emit("scope_name", tf.get_variable_scope().name)
        v = tf.get_variable("v", [1])
assert v.name == "foo/bar/v:0"
emit("v", v)
emit("scope_after", tf.get_variable_scope().name)
