# tier: semantics
# tf.InteractiveSession installs itself as the default session, so eval()/run() work without a
# with-block; close() uninstalls it.
v = tf.Variable(3.0, name='v')
y = v * 2.0
sess = tf.InteractiveSession()
v.initializer.run()
emit("eval", y.eval())
emit("is_default", tf.get_default_session() is sess)
emit("run", sess.run([v, y]))
sess.close()
emit("default_after_close", tf.get_default_session() is None)
expect_error(lambda: y.eval(), "eval_after_close")
