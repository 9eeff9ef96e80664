# tier: graph
# tf.Variable created inside name scopes and variable scopes takes the name scope; its
# initial-value ops live in that scope too; full node list.
with tf.name_scope("ns"):
    a = tf.Variable(tf.random_uniform([2], seed=1), name="a")
with tf.variable_scope("vs"):
    b = tf.Variable(tf.fill([2], 0.5), name="b")
    with tf.name_scope("inner"):
        c = tf.Variable(a.initialized_value() + b, name="c")
emit("names", [a, b, c])
emit("nodes", graph_nodes())
