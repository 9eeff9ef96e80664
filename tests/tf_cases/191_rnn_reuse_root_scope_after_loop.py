# tier: semantics
# reuse_variables() called on the root scope inside a loop stays on for the rest of the
# graph: later new variables fail, even in new sub-scopes; a fresh graph starts clean.
x = tf.placeholder(tf.float32, [1, 2], name="x")
h = x
for t in range(3):
    W = tf.get_variable("W", [2, 2], initializer=tf.ones_initializer())
    h = tf.tanh(tf.matmul(h, W))
    tf.get_variable_scope().reuse_variables()
emit("h", h)
emit("root_reuse", tf.get_variable_scope().reuse)
expect_error(lambda: tf.get_variable("b", [2]), "new_in_root")
with tf.variable_scope("later"):
    emit("later_reuse", tf.get_variable_scope().reuse)
    expect_error(lambda: tf.get_variable("b", [2]), "new_in_subscope")
with tf.Graph().as_default():
    emit("fresh_reuse", tf.get_variable_scope().reuse)
