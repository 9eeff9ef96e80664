# tier: opnames
# S000-16: name_scope("bar") inside variable_scope("foo") names ops foo/bar/add but not variables (foo/v:0).
with tf.variable_scope("foo"):
    with tf.name_scope("bar"):
        v = tf.get_variable("v", [1])
        x = 1.0 + v
        emit("scopes_inside", [tf.get_variable_scope().name, tf.get_default_graph().get_name_scope()])
assert v.name == "foo/v:0"
assert x.op.name == "foo/bar/add"
emit("v", v)
emit("x_op", x.op.name)
emit("v_ops", [v.op.name, v.initializer.name, v.initial_value.op.name])
