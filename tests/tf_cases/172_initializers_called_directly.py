# tier: graph
# Initializer objects called directly as functions (outside get_variable): their op names,
# dtypes and shapes; full node list.
z = tf.zeros_initializer()([2, 2])
o = tf.ones_initializer(dtype=tf.int32)([3])
k = tf.constant_initializer(7.0)([2], dtype=tf.float64)
n = tf.random_normal_initializer(seed=1)([2])
u = tf.random_uniform_initializer(0.0, 2.0, seed=2)([2])
t = tf.truncated_normal_initializer(seed=3)([2])
g = tf.glorot_uniform_initializer(seed=4)([2, 3])
emit("dtypes", [x.dtype for x in (z, o, k, n, u, t, g)])
emit("shapes", [x.shape for x in (z, o, k, n, u, t, g)])
emit("nodes", graph_nodes())
