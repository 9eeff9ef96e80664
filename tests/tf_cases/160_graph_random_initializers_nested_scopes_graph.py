# tier: graph
# get_variable with truncated_normal, random_uniform and glorot initializers in nested
# scopes, with and without seeds; full node list of the initializer subgraphs.
with tf.variable_scope("enc"):
    with tf.variable_scope("l1"):
        a = tf.get_variable("a", [2, 3], initializer=tf.truncated_normal_initializer(stddev=0.1, seed=3))
    with tf.variable_scope("l2"):
        b = tf.get_variable("b", [3], initializer=tf.random_uniform_initializer(-1.0, 1.0))
        c = tf.get_variable("c", [3, 4], initializer=tf.glorot_uniform_initializer(seed=5))
emit("nodes", graph_nodes())
