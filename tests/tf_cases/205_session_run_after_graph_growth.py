# tier: semantics
# A session sees ops added to its graph after it was created; new variables need their own
# initializer run; global_variables_initializer built later covers them.
v = tf.Variable(1.0, name="v")
sess = tf.Session()
sess.run(v.initializer)
w = tf.Variable(v * 2.0, name="w")
y = v + w
expect_error(lambda: sess.run(y), "w_uninitialised")
sess.run(tf.variables_initializer([w]))
emit("y", sess.run(y))
u = tf.get_variable("u", [], initializer=tf.constant_initializer(5.0))
sess.run(tf.global_variables_initializer())
emit("all", sess.run([v, w, u]))
emit("uninit", sess.run(tf.report_uninitialized_variables()))
sess.close()
