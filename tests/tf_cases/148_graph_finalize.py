# tier: semantics
# Graph.version counts ops; a finalized graph refuses new ops (also through get_variable and initializers) but can be
# run; the error message.
x = tf.constant(1.0, name="x")
v = tf.Variable(2.0, name="v")
init = tf.global_variables_initializer()
g = tf.get_default_graph()
emit("version_before", g.version)
emit("finalized_before", g.finalized)
g.finalize()
emit("finalized", g.finalized)
expect_error(lambda: tf.constant(2.0), "constant")
expect_error(lambda: x + 1.0, "add")
expect_error(lambda: tf.get_variable("w", []), "get_variable")
with tf.Session() as sess:
    sess.run(init)
    emit("v", sess.run(v))
