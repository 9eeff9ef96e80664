# tier: semantics
# Variant of 111: variables_initializer([a, c], name='init-ac') leaves b uninitialised; names of
# further initializers; an empty list gives a NoOp.
a = tf.Variable(1.0, name='a')
b = tf.Variable([2, 3], name='b')
c = tf.get_variable('c', [2], dtype=tf.float64, initializer=tf.ones_initializer())
init_ac = tf.variables_initializer([a, c], name='init-ac')
emit("init_ac", init_ac)
emit("init_ac_controls", init_ac.control_inputs)
with tf.Session() as sess:
    sess.run(init_ac)
    emit("ac", sess.run([a, c]))
    expect_error(lambda: sess.run(b), "b_uninitialised")
    init_b = tf.variables_initializer([b])
    emit("init_b", init_b)
    sess.run(init_b)
    emit("b", sess.run(b))
empty = tf.variables_initializer([], name='nothing')
emit("empty", [empty, empty.type, empty.control_inputs])
