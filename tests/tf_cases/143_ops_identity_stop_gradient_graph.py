# tier: graph
# tf.identity and tf.stop_gradient on tensors and variables, named and unnamed; full node
# list and values.
v = tf.Variable([1.0, 2.0], name="v")
i1 = tf.identity(v)
i2 = tf.identity(v, name="copy")
s1 = tf.stop_gradient(v * 2.0)
s2 = tf.stop_gradient(i2, name="frozen")
emit("types", [t.op.type for t in (i1, i2, s1, s2)])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("vals", sess.run([i1, i2, s1, s2]))
