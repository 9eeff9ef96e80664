# tier: semantics
# tf.assign / assign_add on plain tensors, on a variable's read snapshot, and on a Python
# number: errors and first message lines.
v = tf.Variable(1.0, name='v')
c = tf.constant(1.0, name='c')
expect_error(lambda: tf.assign(c, 2.0), "assign_const")
expect_error(lambda: tf.assign(v.value(), 2.0), "assign_read")
expect_error(lambda: tf.assign_add(c, 2.0), "assign_add_const")
expect_error(lambda: tf.assign(3.0, 2.0), "assign_number")
expect_error(lambda: c.assign(2.0), "tensor_method")
ok = tf.assign(v, 2.0)
emit("ok", ok)
emit("op_names", [op.name for op in tf.get_default_graph().get_operations()])
