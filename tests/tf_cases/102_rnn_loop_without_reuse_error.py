# tier: semantics
# Forgetting reuse in an unrolled loop fails on the second step; the message names the
# variable; turning reuse on only after the first step works.
x = tf.placeholder(tf.float32, [1, 2], name="x")


def step(h):
    W = tf.get_variable("W", [2, 2], initializer=tf.ones_initializer())
    return tf.sigmoid(tf.matmul(h, W))


h = x
with tf.variable_scope("loop"):
    h = step(h)
    expect_error(lambda: step(h), "second_step")
emit("variables", tf.global_variables())
with tf.variable_scope("loop", reuse=True):
    for _ in range(2):
        h = step(h)
emit("h", h)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("value", sess.run(h, {x: [[0.0, 0.0]]}))
