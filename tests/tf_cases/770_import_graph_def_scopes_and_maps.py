# tier: graph
# tf.import_graph_def puts a GraphDef's nodes under "import/" ("import_1/" the second time, a
# given name's scope, or none with name=""; taken names then get "_1"), renames colocation
# groups with them, reads input_map's tensors instead of the mapped ones, and hands back
# return_elements (tensors by "name:0", ops by name). Errors name what is missing.
with tf.Graph().as_default() as source:
    w = tf.Variable([1.0, 2.0], name="w")
    x = tf.placeholder(tf.float32, [2], name="x")
    with tf.control_dependencies([w.initializer]):
        y = tf.multiply(w, x, name="y")
graph_def = source.as_graph_def()
emit("source_nodes", [n.name for n in graph_def.node])
z = tf.constant([5.0, 6.0], name="z")
y1, assign = tf.import_graph_def(graph_def, input_map={"x:0": z},
                                 return_elements=["y:0", "w/Assign"])
emit("returned", [y1, assign, str(y1.shape), y1.dtype])
emit("colocation", tf.get_default_graph().get_operation_by_name("import/w/read").get_attr("_class"))
tf.import_graph_def(graph_def, input_map={"x": z})
tf.import_graph_def(graph_def, name="")
tf.import_graph_def(graph_def, name="")
tf.import_graph_def(graph_def, name="mine")
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(assign)
    emit("y", sess.run(y1))
expect_error(lambda: tf.import_graph_def(graph_def, return_elements=["nope:0"]), "no_tensor")
expect_error(lambda: tf.import_graph_def(graph_def, return_elements=["nope"]), "no_op")
expect_error(lambda: tf.import_graph_def(graph_def, input_map={"nope:0": z}), "no_input")
