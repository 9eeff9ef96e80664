# tier: semantics
# Tensor.eval / Operation.run with the default session, sess.as_default(), an explicit session,
# and errors without one or with a closed or foreign-graph session.
v = tf.Variable(1.0, name='v')
inc = tf.assign_add(v, 1.0)
sess = tf.Session()
with sess.as_default():
    v.initializer.run()
    inc.op.run()
    emit("eval_in_as_default", v.eval())
    emit("default_is_sess", tf.get_default_session() is sess)
emit("default_after", tf.get_default_session())
emit("explicit_session", inc.eval(session=sess))
expect_error(lambda: inc.op.run(), "op_run_no_session")
expect_error(lambda: v.initializer.run(), "initializer_run_no_session")
g = tf.Graph()
with g.as_default():
    w = tf.constant(3.0, name='w')
expect_error(lambda: w.eval(session=sess), "foreign_graph_eval")
sess.close()
expect_error(lambda: v.eval(session=sess), "closed_session_eval")
with tf.Session() as s2:
    with g.as_default():
        expect_error(lambda: w.eval(), "default_session_other_graph")
