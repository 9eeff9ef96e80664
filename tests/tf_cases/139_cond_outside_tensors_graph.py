# tier: graph
# tf.cond whose branches use tensors created outside (a placeholder and a variable): Switch
# ops for each captured tensor; full node list.
p = tf.placeholder(tf.bool, [], name="p")
a = tf.constant(2.0, name="a")
v = tf.Variable(3.0, name="v")
out = tf.cond(p, lambda: a * v, lambda: a + 1.0)
emit("out", out)
emit("nodes", graph_nodes())
