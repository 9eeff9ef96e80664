# tier: opnames
# S000-13: entering a captured scope jumps out of the current prefix: foo_scope2.name == "foo" inside bar/baz.
with tf.variable_scope("foo") as foo_scope:
    assert foo_scope.name == "foo"
with tf.variable_scope("bar"):
    with tf.variable_scope("baz") as other_scope:
        assert other_scope.name == "bar/baz"
        with tf.variable_scope(foo_scope) as foo_scope2:
            assert foo_scope2.name == "foo"  # Not changed.
            emit("inside", [foo_scope2.name, tf.get_variable_scope().name,
                            tf.get_default_graph().get_name_scope()])
            v = tf.get_variable("v", [1])
            x = 1.0 + v
        emit("back_in_baz", [tf.get_variable_scope().name, tf.get_default_graph().get_name_scope()])
emit("scope_names", [foo_scope.name, other_scope.name, foo_scope2.name])
emit("original_name_scopes", [foo_scope.original_name_scope, other_scope.original_name_scope,
                              foo_scope2.original_name_scope])
emit("v", v)
emit("x_op", x.op.name)
