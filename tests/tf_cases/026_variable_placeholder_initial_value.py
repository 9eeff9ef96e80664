# tier: semantics
# A tf.Variable needs a fully known initial shape unless validate_shape=False; a placeholder
# initial value must then be fed when initialising.
x = tf.placeholder(tf.float32, [None], name='x')
expect_error(lambda: tf.Variable(x, name='bad'), "unknown_shape")
v = tf.Variable(x, name='v', validate_shape=False)
emit("v_shape", v.shape)
emit("v_shape_str", str(v.shape))
expect_error(lambda: tf.Variable(), "no_initial_value")
k = tf.placeholder(tf.float32, [2], name='k')
w = tf.Variable(k, name='w')
emit("w_shape", w.shape)
with tf.Session() as sess:
    sess.run(v.initializer, {x: [1.0, 2.0, 3.0]})
    emit("v", sess.run(v))
    sess.run(w.initializer, {k: [4.0, 5.0]})
    emit("w", sess.run(w))
    expect_error(lambda: sess.run(w.initializer), "unfed_placeholder")
emit("ops", [op.name for op in tf.get_default_graph().get_operations()])
