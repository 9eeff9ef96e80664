# tier: opnames
# tf.cond: single-element lists are unpacked to a tensor, a Python bool predicate is
# rejected, constant predicates still build Switch/Merge, and branch op names.
p = tf.placeholder(tf.bool, [], name="p")
lst = tf.cond(p, lambda: [tf.constant(5.0)], lambda: [tf.constant(6.0)])
emit("lst", lst)
emit("lst_is_tensor", isinstance(lst, tf.Tensor))
expect_error(lambda: tf.cond(True, lambda: tf.constant(1.0), lambda: tf.constant(2.0)),
             "python_bool")
c = tf.cond(tf.constant(True), lambda: tf.constant(7.0), lambda: tf.constant(8.0))
emit("c", c)
emit("ops", [[op.name, op.type] for op in tf.get_default_graph().get_operations()])
with tf.Session() as sess:
    emit("vals", sess.run([lst, c], {p: False}))
