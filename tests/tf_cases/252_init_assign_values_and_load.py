# tier: semantics
# Values through assign chains, tf.assign(v, v + 1) run repeatedly, v.load with and without an
# explicit session, and load's errors.
v = tf.Variable(1.0, name='v')
w = tf.Variable([1, 2], name='w')
inc = tf.assign(v, v + 1)
dbl = v.assign(v * 2.0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("inc", [sess.run(inc), sess.run(inc)])
    emit("dbl", sess.run(dbl))
    v.load(7.5, sess)
    emit("loaded", sess.run(v))
    with sess.as_default():
        v.load(-1.0)
        emit("loaded_default", v.eval())
    w.load([5, 6], sess)
    emit("w", sess.run(w))
    expect_error(lambda: w.load([1, 2, 3], sess), "load_bad_shape")
    emit("after_bad", sess.run(w))
expect_error(lambda: v.load(1.0), "load_no_session")
emit("ops", [inc, dbl])
