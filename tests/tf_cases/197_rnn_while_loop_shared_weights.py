# tier: semantics
# An RNN written with tf.while_loop: the weights are created once outside and read inside the
# loop body; variable names and the final state.
x = tf.constant([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], name="x")
with tf.variable_scope("rnn"):
    W = tf.get_variable("W", [2, 2], initializer=tf.constant_initializer(0.5))


def body(t, h):
    xt = tf.reshape(x[t], [1, 2])
    return t + 1, tf.tanh(tf.matmul(xt, W) + h)


t_final, h_final = tf.while_loop(lambda t, h: t < 3, body,
                                 [tf.constant(0), tf.zeros([1, 2])])
emit("variables", tf.global_variables())
emit("shapes", [t_final.shape, h_final.shape])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("vals", sess.run([t_final, h_final]))
