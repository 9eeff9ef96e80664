# tier: graph
# initialized_value() called inside a variable scope and a name scope: where the cond goes;
# get_variable initialised from it; full node list.
with tf.variable_scope("src"):
    a = tf.get_variable("a", [2], initializer=tf.ones_initializer())
with tf.variable_scope("dst"):
    with tf.name_scope("ns"):
        iv = a.initialized_value()
    b = tf.get_variable("b", initializer=iv * 3.0)
emit("iv", iv)
emit("nodes", graph_nodes())
