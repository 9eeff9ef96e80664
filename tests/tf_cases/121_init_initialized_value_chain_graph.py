# tier: graph
# A chain of variables each initialised from the previous one's initialized_value(); full node
# list including the conds TF 2.21 builds.
a = tf.Variable(tf.ones([2]), name="a")
b = tf.Variable(a.initialized_value() * 2.0, name="b")
c = tf.Variable(b.initialized_value() + a.initialized_value(), name="c")
emit("nodes", graph_nodes())
