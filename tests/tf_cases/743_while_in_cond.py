# tier: graph
# A while loop built inside a cond branch: the loop's Enters take the branch's Switches of
# outside tensors (cond/while/mul/Enter of cond/while/mul/Switch...), it runs only when the
# branch is taken, and its gradient goes back through the cond (values only: TF builds the
# gradient loop's outside pieces inside the cond too, which scopelab does not).
w = tf.constant(1.5, name="w")
p = tf.placeholder(tf.bool, [], name="p")
def taken():
    _, y = tf.while_loop(lambda i, y: i < 3, lambda i, y: (i + 1, y * w), [0, 2.0])
    return y
y = tf.cond(p, taken, lambda: w)
emit("nodes", graph_nodes())
dw, = tf.gradients(y, [w])
with tf.Session() as sess:
    emit("true", sess.run([y, dw], {p: True}))
    emit("false", sess.run([y, dw], {p: False}))
