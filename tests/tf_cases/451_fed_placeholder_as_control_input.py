# tier: semantics
# Waiting on a placeholder (a control dependency) waits for its feed: a fed Placeholder's
# control edges go to the fed value, so the Placeholder itself does not run. Unfed, it fails.
# A fed PlaceholderWithDefault keeps its control edges and runs (its default is fine).
x = tf.placeholder(tf.float32, [], name="x")
d = tf.placeholder_with_default(3.0, [], name="d")
with tf.control_dependencies([x]):
    y = tf.identity(tf.constant(1.0), name="y")
with tf.control_dependencies([d]):
    z = tf.identity(tf.constant(2.0), name="z")
a, b = tf.tuple([x, tf.constant(5.0)], name="t")
with tf.Session() as sess:
    emit("y_fed", sess.run(y, {x: 2.0}))
    emit("z_fed", sess.run(z, {d: 5.0}))
    emit("tuple", sess.run([a, b], {x: 7.0}))
    emit("both", sess.run([y, x], {x: 4.0}))
    expect_error(lambda: sess.run(y), "unfed")
