# tier: graph
# Gradient of a scalar chain: Square, Sub, AddV2, Mul through variables; grad_ys is Fill(Shape).
with tf.variable_scope('m'):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(1.0))
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.5))
loss = tf.square(w * 2.0 + b - 1.0)
n = len(graph_nodes())
grads = tf.gradients(loss, [w, b])
emit("grads", grads)
emit("shapes", [t.shape for t in grads])
emit("nodes", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(grads))
