# tier: graph
# An RNN cell as make_template, applied over three time steps: one set of variables, each
# call in cell, cell_1, cell_2; full node list.
def cell_fn(x, h):
    W = tf.get_variable("W", [2, 2], initializer=tf.constant_initializer(0.5))
    return tf.tanh(tf.matmul(x, W) + h)


cell = tf.make_template("cell", cell_fn)
h = tf.zeros([1, 2], name="h")
xs = tf.placeholder(tf.float32, [3, 1, 2], name="xs")
for t in range(3):
    h = cell(xs[t], h)
emit("variables", tf.global_variables())
emit("last", h)
emit("nodes", graph_nodes())
