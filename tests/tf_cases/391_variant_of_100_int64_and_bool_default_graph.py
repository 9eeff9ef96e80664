# tier: graph
# Variant of 100: int64 get_variable without initializer (zeros), a scalar float32 one
# (glorot), and a bool one without initializer (zeros, like ints).
n = tf.get_variable('n', [2, 2], dtype=tf.int64)
s = tf.get_variable('s', [])
flag = tf.get_variable('flag', [2], dtype=tf.bool)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("n", sess.run(n))
    emit("flag", sess.run(flag))
    emit("s_dtype", sess.run(s).dtype.name)
    emit("s_in_range", bool(abs(sess.run(s)) <= 1.7321))
