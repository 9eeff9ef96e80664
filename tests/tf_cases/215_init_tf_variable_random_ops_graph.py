# tier: graph
# tf.Variable initialised from random ops with explicit names, dtypes and seeds, inside a name
# scope; full node list.
with tf.name_scope("init_demo"):
    a = tf.Variable(tf.truncated_normal([2, 2], stddev=0.1, seed=1), name="a")
    b = tf.Variable(tf.random_uniform([3], minval=-1, maxval=1, seed=2), name="b")
    c = tf.Variable(tf.random_uniform([2], maxval=5, dtype=tf.int32, seed=3), name="c")
    d = tf.Variable(tf.random_normal([2], dtype=tf.float64, name="noise"), name="d")
emit("names", [a, b, c, d])
emit("nodes", graph_nodes())
