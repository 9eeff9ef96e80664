# tier: semantics
# The GraphDef text of a tiny graph with one tf.Variable and its initializer, line by line.
v = tf.Variable(3.0, name="v")
y = tf.multiply(v, 2.0, name="y")
init = tf.global_variables_initializer()
emit("graph_def", str(tf.get_default_graph().as_graph_def()).splitlines())
