# tier: semantics
# Variant of 115: int32 assign / assign_add / assign_sub and the Variable methods; shape and
# dtype mismatches.
v = tf.Variable([10, 20], name='v')
set5 = tf.assign(v, [5, 5])
inc = tf.assign_add(v, [1, 2])
dec = v.assign_sub([3, 3])
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("start", sess.run(v))
    emit("inc1", sess.run(inc))
    emit("inc2", sess.run(inc))
    emit("dec", sess.run(dec))
    emit("set", sess.run(set5))
    emit("read", sess.run(v))
expect_error(lambda: tf.assign(v, [1, 2, 3]), "shape_mismatch")
expect_error(lambda: tf.assign(v, [1.5, 2.5]), "float_into_int")
expect_error(lambda: tf.assign_add(v, 1.0), "assign_add_float")
