# tier: semantics
# An op whose outputs only control inputs wait on is not run when it has no side effects:
# Grappler turns it into a NoOp, so its error never shows (tf.gradients makes such ops: the
# gradient of x @ W for a fed x). Variable reads and random draws still run.
x = tf.placeholder(tf.float32, [None], name="x")
bad = tf.reshape(x, [3], name="bad")
with tf.control_dependencies([bad]):
    waits = tf.identity(x, name="waits")
v = tf.Variable(1.0, name="v")
with tf.control_dependencies([tf.identity(v, name="v_read")]):
    after_read = tf.identity(x, name="after_read")
r = tf.random_uniform([2], seed=1, name="r")
with tf.control_dependencies([r]):
    after_draw = tf.identity(x, name="after_draw")
with tf.Session() as sess:
    emit("waited_on_only", sess.run(waits, {x: [1.0, 2.0, 3.0, 4.0]}))
    expect_error(lambda: sess.run([waits, bad], {x: [1.0, 2.0, 3.0, 4.0]}), "fetched")
    expect_error(lambda: sess.run(bad.op, {x: [1.0, 2.0, 3.0, 4.0]}), "target")
    expect_error(lambda: sess.run(after_read, {x: [1.0]}), "uninitialized_read")
    sess.run(after_draw, {x: [1.0]})
    emit("second_draw", sess.run(r))

tf.reset_default_graph()
x = tf.placeholder(tf.float32, [None, 3], name="x")
W = tf.Variable([[1.0], [2.0], [3.0]], name="W")
loss = tf.reduce_sum(tf.matmul(x, W))
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
with tf.Session() as sess:
    sess.run(W.initializer)
    sess.run(train, {x: [[1.0, 1.0, 0.0], [0.0, 1.0, 1.0]]})
    emit("W", sess.run(W))
