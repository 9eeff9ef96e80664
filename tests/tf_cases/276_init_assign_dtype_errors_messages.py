# tier: semantics
# Assign ops with mismatching dtypes or shapes: Python floats into int variables, int tensors
# into float variables, assign_add on bool; the first lines of the messages.
i = tf.Variable([1, 2], name='i')
f = tf.Variable([1.0, 2.0], name='f')
b = tf.Variable(True, name='b')
expect_error(lambda: tf.assign(i, [1.5, 2.5]), "float_list_into_int")
expect_error(lambda: tf.assign(f, tf.constant([1, 2])), "int_tensor_into_float")
expect_error(lambda: tf.assign_add(i, tf.constant([1.0, 1.0])), "assign_add_float_into_int")
expect_error(lambda: tf.assign_add(b, True), "assign_add_bool")
expect_error(lambda: i.assign([1, 2, 3]), "method_shape")
expect_error(lambda: f.assign_sub([[1.0, 2.0]]), "assign_sub_rank")
ok = tf.assign(f, [3, 4])
emit("ok", [ok, ok.dtype])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("ok_val", sess.run(ok))
emit("op_count", len(tf.get_default_graph().get_operations()))
