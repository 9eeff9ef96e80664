# tier: graph
# A while loop inside another's body: the inner loop has its own frame
# (while/while/while_context); an outer loop value enters it (while/while/Enter_1 of
# while/Identity_1), an outside tensor goes through the outer frame's Enter first
# (while/while/mul/Enter, then Enter_1), and the inner Exit feeds the outer NextIteration as is.
# Gradients through the outer loop that do not pass through the inner one work as usual.
w = tf.constant(1.5, name="w")
def body(i, x):
    j, y = tf.while_loop(lambda j, y: j < i, lambda j, y: (j + 1, y * w), [0, x])
    return i + 1, y
i, x = tf.while_loop(lambda i, x: i < 3, body, [0, 1.0])
def body2(i, x):
    j, s = tf.while_loop(lambda j, s: j < i, lambda j, s: (j + 1, s + 1.0), [0, 0.0])
    return i + 1, x * w + s
_, x2 = tf.while_loop(lambda i, x: i < 3, body2, [0, 1.0])
d2, = tf.gradients(x2, [w])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([i, x, x2, d2]))
