# tier: graph
# tf.nn.dropout (v1 signature): a Python rate scales with Mul by a Const, a tensor rate with
# RealDiv by (1 - rate); the draw is dropout/random_uniform/RandomUniform over the Shape
# (a Const when known), kept where >= rate, SelectV2 against 0. keep_prob as a tensor is
# turned into 1 - keep_prob outside the scope. rate 0 returns x itself.
x = tf.placeholder(tf.float32, [2, 3], name="x")
a = tf.nn.dropout(x, keep_prob=0.5)
b = tf.nn.dropout(x, rate=0.25, seed=3, name="drop")
r = tf.placeholder(tf.float32, [], name="r")
c = tf.nn.dropout(x, rate=r)
kp = tf.placeholder(tf.float32, [], name="kp")
d = tf.nn.dropout(x, keep_prob=kp)
e = tf.nn.dropout(x, keep_prob=0.5, noise_shape=[2, 1])
f = tf.nn.dropout(x, rate=0.0)
u = tf.placeholder(tf.float64, [None, 4], name="u")
g = tf.nn.dropout(u, rate=0.5, noise_shape=[1, None])
grads = tf.gradients(tf.reduce_sum(a) + tf.reduce_sum(c), [x, r])
emit("nodes", graph_nodes())
emit("outputs", [a, b, c, d, e, f, g, grads])
emit("shapes", [a.shape, e.shape, g.shape])
expect_error(lambda: tf.nn.dropout(u, rate=0.5, noise_shape=[None, 1]), "partial_noise_shape")
