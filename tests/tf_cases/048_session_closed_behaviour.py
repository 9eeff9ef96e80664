# tier: semantics
# Closed sessions: run, eval and with-blocks after close; the session object still knows
# its graph.
c = tf.constant(2.0, name='c')
s = tf.Session()
emit("run", s.run(c))
s.close()
expect_error(lambda: s.run(c), "run_after_close")
expect_error(lambda: s.run([]), "empty_run_after_close")
emit("graph_still_set", s.graph is tf.get_default_graph())
with tf.Session() as s2:
    pass
expect_error(lambda: c.eval(session=s2), "eval_after_with")
