# tier: graph
# tf.tuple: one NoOp gate over every tensor's op (and control_inputs), in creation order;
# each tensor comes back as an Identity waiting on it, an Operation as a NoOp after it, a
# variable through its read, a Python value as a Const made in the scope. None stays None.
x = tf.placeholder_with_default([1.0, 2.0], [2], name="x")
c = tf.constant(1.0, name="c")
n = tf.no_op(name="n")
v = tf.Variable(3.0, name="v")
t1 = tf.tuple([x, None, c])
t2 = tf.tuple([c, x], control_inputs=[n, x * 2.0], name="tt")
t3 = tf.tuple([x, n])
t4 = tf.tuple([v])
t5 = tf.tuple([1.0, x])
emit("nodes", graph_nodes())
emit("results", [t1, t2, t3, t4, t5])
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("values", sess.run([t1[0], t1[2], t2, t4, t5]))
expect_error(lambda: tf.tuple([]), "empty")
expect_error(lambda: tf.tuple([None]), "only_none")
expect_error(lambda: tf.tuple([x], control_inputs=[1]), "bad_control_input")
