# tier: semantics
# Variant of 127: sess.as_default() for eval/run outside a with-Session block, eval(session=...),
# Operation.run(), and an int variable.
v = tf.Variable(4, name='v')
y = v * 3
inc = tf.assign_add(v, 1)
sess = tf.Session()
with sess.as_default():
    v.initializer.run()
    emit("eval", y.eval())
    inc.op.run()
    emit("after_op_run", v.eval())
    emit("eval_feed", y.eval(feed_dict={v: 10}))
emit("eval_with_session", y.eval(session=sess))
expect_error(lambda: y.eval(), "no_default_session")
expect_error(lambda: inc.op.run(), "op_run_no_session")
sess.close()
