# tier: semantics
# assign / assign_add / assign_sub: names, dtype conversion of Python values, shape errors,
# and validate_shape=False.
v = tf.Variable([1.0, 2.0], name='v')
n = tf.Variable(5, name='n')
a1 = tf.assign(v, [3.0, 4.0])
a2 = v.assign_add([1.0, 1.0])
a3 = tf.assign_sub(n, 2)
a4 = n.assign(7, name='set_n')
emit("names", [a1, a2, a3, a4])
emit("types", [t.op.type for t in (a1, a2, a3, a4)])
emit("dtypes", [a1.dtype, a3.dtype])
expect_error(lambda: tf.assign(v, [1.0, 2.0, 3.0]), "assign_shape")
expect_error(lambda: tf.assign_add(v, [[1.0, 2.0]]), "assign_add_rank")
expect_error(lambda: tf.assign(n, 1.5), "float_to_int")
loose = tf.assign(v, [1.0, 2.0, 3.0], validate_shape=False)
emit("loose_shape", loose.shape)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("run", [sess.run(a1), sess.run(a2), sess.run(a3), sess.run(a4)])
    emit("v_n", sess.run([v, n]))
    emit("loose", sess.run(loose))
    emit("v_after_loose", sess.run(v))
