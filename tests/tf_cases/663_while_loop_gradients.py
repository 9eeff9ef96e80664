# tier: graph
# tf.gradients through tf.while_loop as TF1 builds it: the forward counter added to the loop
# (gradients/f_count...), the gradient loop in its own frame counted down by b_count, stacks
# (f_acc, StackPushV2, StackPopV2, b_sync) for forward values, loop constants entered again,
# their gradients accumulated (b_acc), b_exit/b_switch for loop variables; values with a fed
# iteration count, and a second gradients call on the same loop.
w = tf.Variable([[0.5, -0.3], [0.2, 0.8]], name="w")
b = tf.Variable([0.1, -0.1], name="b")
x = tf.placeholder(tf.float32, [1, 2], name="x")
n = tf.placeholder(tf.int32, [], name="n")
def body(i, h):
    return i + 1, tf.tanh(tf.matmul(h, w) + b)
i, h = tf.while_loop(lambda i, h: i < n, body, [0, x])
loss = tf.reduce_sum(h * h)
grads = tf.gradients(loss, [w, b, x])
emit("grad_names", [g.name for g in grads])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for steps in (0, 1, 4):
        emit("values_%d" % steps, sess.run([loss] + grads, {x: [[1.0, -2.0]], n: steps}))
again = tf.gradients(h, w, name="gradients_again")
emit("again", [again[0].name])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("again_value", sess.run(again, {x: [[1.0, -2.0]], n: 3}))
