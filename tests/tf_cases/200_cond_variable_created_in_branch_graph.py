# tier: graph
# A tf.Variable and a get_variable created inside a tf.cond branch: their initializers are
# lifted out of the cond, the reads inside are switched; full node list.
p = tf.placeholder(tf.bool, [], name="p")


def true_fn():
    v = tf.Variable(1.0, name="v")
    g = tf.get_variable("g", [], initializer=tf.constant_initializer(2.0))
    return v + g


r = tf.cond(p, true_fn, lambda: tf.constant(0.0, name="zero"))
emit("variables", tf.global_variables())
emit("nodes", graph_nodes())
