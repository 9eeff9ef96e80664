# tier: semantics
# Feeding a variable (its reference tensor) or its read tensor replaces its value for one run
# even when the variable was never initialised.
v = tf.Variable([1.0, 2.0], name='v')
y = v * 10.0
with tf.Session() as sess:
    emit("feed_var", sess.run(y, {v: [3.0, 4.0]}))
    emit("feed_read", sess.run(y, {v.value(): [5.0, 6.0]}))
    emit("feed_by_name", sess.run(y, {'v:0': [7.0, 8.0]}))
    expect_error(lambda: sess.run(y), "still_uninitialised")
    sess.run(v.initializer)
    emit("after_init", sess.run(y))
    emit("fetch_fed_var", sess.run(v, {v: [0.0, 0.0]}))
