# tier: semantics
# Variant of 112: variables_initializer(global_variables()) snapshots the list; variables created
# later (in a scope) are not covered; report_uninitialized_variables lists them.
a = tf.Variable(1.0, name='a')
init = tf.variables_initializer(tf.global_variables())
with tf.variable_scope('late'):
    b = tf.get_variable('b', [2], initializer=tf.ones_initializer())
    c = tf.Variable(3, name='c')
report = tf.report_uninitialized_variables()
with tf.Session() as sess:
    sess.run(init)
    emit("a", sess.run(a))
    emit("uninitialised", sess.run(report))
    expect_error(lambda: sess.run(b), "b_not_covered")
    sess.run(tf.global_variables_initializer())
    emit("bc", sess.run([b, c]))
    emit("uninitialised_after", sess.run(report))
