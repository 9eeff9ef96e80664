# tier: opnames
# S000-15: variable_scope("foo") also opens name_scope("foo"): x = 1.0 + v is named foo/add (TF 2.21 builds AddV2).
with tf.variable_scope("foo"):
    emit("name_scope_inside", tf.get_default_graph().get_name_scope())
    x = 1.0 + tf.get_variable("v", [1])
assert x.op.name == "foo/add"
emit("x_op", [x.op.name, x.op.type])
emit("x_inputs", [t.name for t in x.op.inputs])
