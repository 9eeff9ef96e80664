# tier: graph
# Full node list of random ops: random_normal, truncated_normal, random_uniform with default,
# int 0 / float max, float min/max and integer dtype, with and without seeds.
a = tf.random_normal([2], mean=1.0, stddev=2.0, seed=1)
b = tf.truncated_normal([2], name='tn')
c = tf.random_uniform([2])
d = tf.random_uniform([2], maxval=5.0)
e = tf.random_uniform([2], 0, 10)
f = tf.random_uniform([2], -1.0, 1.0, seed=3)
g = tf.random_uniform([2], 0, 10, dtype=tf.int32)
emit("nodes", graph_nodes())
emit("outs", [a, b, c, d, e, f, g])
