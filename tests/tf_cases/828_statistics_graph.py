# tier: graph
# tf.math.reduce_variance and reduce_std (the variance in its own scope inside reduce_std) and
# tf.nn.zero_fraction (a tf.cond choosing an int32 or int64 count, then counts_to_fraction and
# an Identity named fraction), node for node, with their values and the gradient of the std.
x = tf.placeholder(tf.float32, [2, 3], name="x")
u = tf.placeholder(tf.float32, [None], name="u")
v = tf.math.reduce_variance(x, keepdims=True)
s = tf.math.reduce_std(x, axis=1)
z = [tf.nn.zero_fraction(x), tf.math.zero_fraction(u, name="sparsity")]
ds = tf.gradients(s, x)
emit("shapes", [str(t.shape) for t in [v, s] + z])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([v, s] + z + ds, {x: [[0.0, 1.0, 2.0], [0.0, 0.0, 5.0]],
                                              u: [0.0, 3.0, 0.0, 0.0]}))
    emit("empty", sess.run(tf.nn.zero_fraction(tf.zeros([0]))))
expect_error(lambda: tf.math.reduce_variance([1, 2]), "int_variance")
