# tier: graph
# Variables and initializers built inside control_dependencies blocks: which ops get the
# control edge (initial values, Assign, read) and which do not; full node list.
c = tf.constant(1.0, name="c")
marker = tf.no_op(name="marker")
with tf.control_dependencies([marker]):
    v = tf.Variable(2.0, name="v")
    g = tf.get_variable("g", [], initializer=tf.ones_initializer())
    init = tf.global_variables_initializer()
    y = v + c
emit("nodes", graph_nodes())
