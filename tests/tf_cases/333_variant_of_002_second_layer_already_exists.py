# tier: semantics
# Variant of 002: inside an outer scope, reuse only the first layer; the second layer's
# creation fails with "already exists", and the scope stack is restored after the failure.
def dense(x, n_out):
    w = tf.get_variable("w", [int(x.shape[1]), n_out], dtype=tf.float64,
                        initializer=tf.ones_initializer())
    b = tf.get_variable("b", [n_out], dtype=tf.float64,
                        initializer=tf.zeros_initializer())
    return tf.matmul(x, w) + b


def net(x, reuse_first):
    with tf.variable_scope("layer-1", reuse=reuse_first):
        h = dense(x, 3)
    with tf.variable_scope("layer.2"):
        return dense(h, 2)


x1 = tf.placeholder(tf.float64, [None, 4], name="x1")
x2 = tf.placeholder(tf.float64, [None, 4], name="x2")
with tf.variable_scope("model_7"):
    net(x1, False)
    expect_error(lambda: net(x2, True), "second_call")
    emit("scope_inside_after_failure", tf.get_variable_scope().name)
    emit("reuse_inside_after_failure", tf.get_variable_scope().reuse)
emit("variables_after_failure", tf.global_variables())
emit("scope_after_failure", tf.get_variable_scope().name)
with tf.variable_scope("model_7", reuse=True):
    expect_error(lambda: net(x2, True), "second_call_with_reuse")
emit("count", len(tf.global_variables()))
