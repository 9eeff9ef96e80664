# tier: graph
# A GRU-like cell (sigmoid gates, 1 - z, elementwise products) shared over two steps with
# AUTO_REUSE; full node list.
def gru_cell(x, h):
    with tf.variable_scope("gru", reuse=tf.AUTO_REUSE):
        xh = tf.concat([x, h], axis=1)
        Wz = tf.get_variable("Wz", [3, 2], initializer=tf.ones_initializer())
        Wh = tf.get_variable("Wh", [3, 2], initializer=tf.ones_initializer())
        z = tf.sigmoid(tf.matmul(xh, Wz), name="z")
        cand = tf.tanh(tf.matmul(xh, Wh))
        return (1.0 - z) * h + z * cand


x0 = tf.placeholder(tf.float32, [1, 1], name="x0")
x1 = tf.placeholder(tf.float32, [1, 1], name="x1")
h0 = tf.zeros([1, 2], name="h0")
h1 = gru_cell(x0, h0)
h2 = gru_cell(x1, h1)
emit("variables", tf.global_variables())
emit("h", [h1, h2])
emit("nodes", graph_nodes())
