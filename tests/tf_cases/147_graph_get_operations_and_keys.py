# tier: semantics
# Graph APIs: get_operations() in creation order (a copy), the collection keys a small model
# creates, and lookups by name.
g = tf.get_default_graph()
emit("empty", g.get_operations())
x = tf.placeholder(tf.float32, [2], name="x")
with tf.variable_scope("m"):
    w = tf.get_variable("w", [2], initializer=tf.ones_initializer())
y = tf.reduce_sum(x * w, name="y")
init = tf.global_variables_initializer()
ops = g.get_operations()
emit("ops", [op.name for op in ops])
ops.append("junk")
emit("copy", len(g.get_operations()) == len(ops) - 1)
emit("keys", sorted(g.get_all_collection_keys()))
emit("by_name", [g.get_operation_by_name("m/w/read"), g.get_tensor_by_name("y:0")])
emit("as_graph_element", [g.as_graph_element("y"), g.as_graph_element("y:0"),
                          g.as_graph_element(w)])
