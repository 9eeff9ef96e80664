# tier: opnames
# Variant of 015: name_scope around and inside a variable_scope: get_variable ignores both,
# tf.Variable and ops follow the full name scope.
with tf.name_scope("outer-1"):
    with tf.variable_scope("vs.2"):
        with tf.name_scope("inner"):
            v = tf.get_variable("v", [2], dtype=tf.int32)
            x = v + 1
            u = tf.Variable(1.0, name="u")
            y = u * 3.0
        k = tf.get_variable("k", [])
        z = k - 1.0
emit("v", v.name)
emit("k", k.name)
emit("u", u.name)
emit("ops", [x, y, z])
emit("x_inputs", [t.name for t in x.op.inputs])
emit("u_initial_value", u.initializer.inputs[1])
