# tier: semantics
# v.count_up_to(limit) and tf.count_up_to: a CountUpTo op on the variable's reference
# (colocated with it) that adds 1 per run and gives the value before; at the limit each run is
# TF's OutOfRangeError "Reached limit of N" and the variable stays. int32 / int64 scalars only.
v = tf.Variable(0, name="v")
w = tf.Variable(tf.constant(5, tf.int64), name="w")
c = v.count_up_to(3)
d = tf.count_up_to(w, 7, name="cu")
e = tf.count_up_to(v, 2)
emit("ops", [[t.name, t.dtype, t.shape, t.op.type, t.op.get_attr("limit"),
              [x.name for x in t.op.inputs], t.op.colocation_groups()] for t in (c, d, e)])
expect_error(lambda: tf.Variable(1.0, name="f").count_up_to(3), "float")
expect_error(lambda: tf.Variable([1, 2], name="vec").count_up_to(3), "vector")
expect_error(lambda: tf.count_up_to(tf.constant(1), 3), "tensor")
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(5):
    expect_error(lambda: emit("count_%d" % i, sess.run(c)), "run_%d" % i)
    emit("after_%d" % i, sess.run(v))
emit("int64", sess.run([d, w]))
expect_error(lambda: sess.run(e), "past_other_limit")
emit("graph", graph_nodes())
