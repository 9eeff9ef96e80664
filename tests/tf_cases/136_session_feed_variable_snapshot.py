# tier: semantics
# Feeding a variable's snapshot (W.value(), 'W/read:0') or the variable itself overrides its
# value for one run; feeding an intermediate tensor skips what computes it.
W = tf.Variable([1.0, 2.0], name="W")
y = W * 3.0
z = y + 1.0
with tf.Session() as sess:
    sess.run(W.initializer)
    emit("plain", sess.run(z))
    emit("fed_value", sess.run(z, {W.value(): [10.0, 20.0]}))
    emit("fed_read_name", sess.run(z, {"W/read:0": [0.0, 1.0]}))
    emit("fed_var", sess.run(z, {W: [2.0, 2.0]}))
    emit("fed_mid", sess.run(z, {y: [5.0, 5.0]}))
    emit("after", sess.run(W))
    expect_error(lambda: sess.run(z, {W.value(): [1.0, 2.0, 3.0]}), "bad_shape")
