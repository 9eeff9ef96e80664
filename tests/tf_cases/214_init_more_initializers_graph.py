# tier: graph
# get_variable with glorot_normal, float64 random_normal, a list constant_initializer, an int
# random_uniform_initializer, and truncated_normal with mean; full node list.
a = tf.get_variable("a", [3, 2], initializer=tf.glorot_normal_initializer(seed=1))
b = tf.get_variable("b", [2], dtype=tf.float64, initializer=tf.random_normal_initializer(1.0, 2.0, seed=2))
c = tf.get_variable("c", [2, 2], initializer=tf.constant_initializer([1.0, 2.0, 3.0, 4.0]))
d = tf.get_variable("d", [3], dtype=tf.int32, initializer=tf.random_uniform_initializer(0, 10, seed=3, dtype=tf.int32))
e = tf.get_variable("e", [2], initializer=tf.truncated_normal_initializer(mean=5.0, stddev=0.5, seed=4))
emit("dtypes", [v.dtype for v in (a, b, c, d, e)])
emit("nodes", graph_nodes())
