# tier: semantics
# Initialisation order: one init step runs every Assign, and an op runs as soon as its inputs are
# ready. A variable whose initial value reads another variable is guarded by TF (a cond on
# IsVariableInitialized), but a chain of two is not: U's fallback reads V's original initial
# value, W * 2, whose W/read runs before W/Assign. initialized_value() at every level is safe.
W = tf.Variable(tf.ones([2]), name="W")
V = tf.Variable(W * 2.0, name="V")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("one_level", sess.run(V))
U = tf.Variable(V + 1.0, name="U")
with tf.Session() as sess:
    expect_error(lambda: sess.run(tf.global_variables_initializer()), "two_levels")

tf.reset_default_graph()
W = tf.Variable(tf.ones([2]), name="W")
V = tf.Variable(W.initialized_value() * 2.0, name="V")
U = tf.Variable(V.initialized_value() + 1.0, name="U")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("safe_chain", sess.run([W, V, U]))
