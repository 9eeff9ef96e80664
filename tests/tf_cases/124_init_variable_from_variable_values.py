# tier: semantics
# Values of variables copied from another one: copies see the source's value at the time of
# their initializer run; an uninitialised source is an error at run time.
W = tf.Variable([1.0, 2.0], name="W")
V1 = tf.Variable(W, name="V1")
V2 = tf.Variable(W.read_value() * 10.0, name="V2")
bump = tf.assign_add(W, [1.0, 1.0])
with tf.Session() as sess:
    sess.run(W.initializer)
    sess.run(bump)
    sess.run([V1.initializer, V2.initializer])
    emit("values", sess.run([W, V1, V2]))
with tf.Session() as sess:
    expect_error(lambda: sess.run(V1.initializer), "uninitialised_source")
