# tier: semantics
# Variant of 106: reading an uninitialised int32 variable in a nested scope, in a list fetch and
# through an op; only the second variable is initialised afterwards.
with tf.variable_scope('net/layer-1'):
    W = tf.get_variable('W', [3], dtype=tf.int32, initializer=tf.ones_initializer())
    B = tf.get_variable('B.x', [3], dtype=tf.int32, initializer=tf.zeros_initializer())
y = W * 2 + B
with tf.Session() as sess:
    expect_error(lambda: sess.run([B, W]), "read_list")
    expect_error(lambda: sess.run(y), "read_y")
    sess.run(B.initializer)
    expect_error(lambda: sess.run(y), "read_y_after_B")
    try:
        sess.run(y)
    except tf.errors.FailedPreconditionError as e:
        emit("caught", True)
        emit("mentions_W", "uninitialized value net/layer-1/W" in str(e))
    sess.run(W.initializer)
    emit("after_init", sess.run(y))
