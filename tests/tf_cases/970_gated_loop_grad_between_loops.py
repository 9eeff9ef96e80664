# tier: semantics
# tf.gradients(gate_gradients=True) (what an optimizer's minimize passes) gates the two
# gradients a loop Merge's gradient Switch gives with tuple(), so the gradient loop's Exit for
# a loop variable's Enter reads .../Merge_grad/tuple/control_dependency, not the Switch. That
# Exit is still the gradient loop's result: here it carries the second loop's initial value's
# gradient into the first loop's gradient loop, which TF runs after it.
w = tf.Variable(1.5, name="w")
x = tf.constant([1.0, 2.0], name="x")
_, first = tf.while_loop(lambda i, y: i < 3, lambda i, y: (i + 1, y * w), [0, x], name="first")
_, second = tf.while_loop(lambda i, y: i < 2, lambda i, y: (i + 1, tf.sin(y) + w), [0, first],
                          name="second")
loss = tf.reduce_sum(second * second)
gated = tf.gradients(loss, [w, x], gate_gradients=True)
plain = tf.gradients(loss, [w, x])
exits = [op for op in tf.get_default_graph().get_operations()
         if op.type == "Exit" and op.name.startswith("gradients/")]
emit("exit_inputs", sorted("%s <- %s" % (op.name, op.inputs[0].op.name) for op in exits))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("gated", sess.run(gated))
    emit("plain", sess.run(plain))
    train = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
    sess.run(train)
    emit("after_step", sess.run([w, loss]))
