# tier: opnames
# tf.cond returning tuples/lists of tensors, and with a Python bool or constant predicate;
# op names and values.
p = tf.placeholder(tf.bool, [], name="p")
a, b = tf.cond(p, lambda: (tf.constant(1.0), tf.constant(2)), lambda: (tf.constant(3.0), tf.constant(4)))
lst = tf.cond(p, lambda: [tf.constant(5.0)], lambda: [tf.constant(6.0)])
emit("a_b", [a, b])
emit("lst", lst)
emit("lst_is_tensor", isinstance(lst, tf.Tensor))
c = tf.cond(tf.constant(True), lambda: tf.constant(7.0), lambda: tf.constant(8.0))
emit("c", c)
with tf.Session() as sess:
    emit("true", sess.run([a, b, lst], {p: True}))
    emit("false", sess.run([a, b, lst], {p: False}))
    emit("c_val", sess.run(c))
