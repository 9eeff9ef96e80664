# tier: semantics
# tf.Variable(W) copies W's value at initialisation time; a copy of a copy falls back to the
# first copy's initial value (a plain read of W) while that copy is uninitialised.
W = tf.Variable([1.0, 2.0], name='W')
with tf.variable_scope('vs'):
    C = tf.Variable(W, name='C')
with tf.name_scope('ns'):
    CC = tf.Variable(C, name='CC')
emit("names", [C, CC, C.initial_value, CC.initial_value])
emit("dtypes", [C.dtype, CC.dtype])
with tf.Session() as sess:
    expect_error(lambda: sess.run(CC.initializer), "cc_alone_reads_uninitialised_w")
    sess.run(W.initializer)
    sess.run(tf.assign(W, [3.0, 4.0]))
    sess.run(CC.initializer)
    emit("cc_through_c_initial_value", sess.run(CC))
    expect_error(lambda: sess.run(C), "c_uninitialised")
    sess.run(C.initializer)
    sess.run(tf.assign(W, [5.0, 6.0]))
    emit("after_assign", sess.run([W, C, CC]))
    sess.run(CC.initializer)
    emit("cc_reinit_from_c", sess.run(CC))
