# tier: semantics
# GraphDef text with control inputs (sorted in the GraphDef, creation order in node_def),
# a name scope and an int32 constant vector.
a = tf.no_op(name="zeta")
b = tf.no_op(name="alpha")
with tf.name_scope("ns"):
    with tf.control_dependencies([a, b]):
        c = tf.constant([1, 2, 3], name="c")
    d = tf.add(c, c, name="d")
emit("node_def_c", str(c.op.node_def).splitlines())
emit("graph_def", str(tf.get_default_graph().as_graph_def()).splitlines())
