# tier: semantics
# is_variable_initialized and report-style checks; errors name the first uninitialised variable
# an op needs.
a = tf.Variable(1.0, name='a')
b = tf.get_variable('b', [], initializer=tf.ones_initializer())
s = a + b
check = [tf.is_variable_initialized(a), tf.is_variable_initialized(b)]
emit("check_names", check)
with tf.Session() as sess:
    emit("before", sess.run(check))
    expect_error(lambda: sess.run(s), "sum_uninitialised")
    sess.run(a.initializer)
    emit("middle", sess.run(check))
    expect_error(lambda: sess.run(s), "b_uninitialised")
    expect_error(lambda: b.eval(), "eval_b")
    sess.run(b.initializer)
    emit("after", sess.run([check, s]))
