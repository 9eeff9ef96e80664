# tier: semantics
# Printing a graph the TF1 way: as_graph_def() lists every node; str(op) starts with the name
# and op lines of its NodeDef.
with tf.variable_scope('s'):
    w = tf.get_variable('w', [2], initializer=tf.zeros_initializer())
y = w * 2.0
gd = tf.get_default_graph().as_graph_def()
emit("node_count", len(gd.node))
emit("node_names", [n.name for n in gd.node])
emit("node_ops", [n.op for n in gd.node])
emit("y_inputs", list(gd.node[-1].input))
emit("str_op_head", str(y.op).splitlines()[:2])
emit("collection_keys", sorted(tf.get_default_graph().get_all_collection_keys()))
