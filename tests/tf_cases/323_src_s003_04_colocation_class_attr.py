# tier: graph
# S003-04: colocation: W/read and W/Assign carry _class: loc:@W; the W/read node in GraphDef text form.
x  = tf.placeholder(tf.float32, [None, 784])
W = tf.Variable(tf.zeros([784,10]), name='W')
b = tf.Variable(tf.zeros([10]), name='b')
y = tf.matmul(x, W) + b
g = tf.get_default_graph()
read = g.get_operation_by_name("W/read")
assign = g.get_operation_by_name("W/Assign")
emit("class_attrs", [read.get_attr("_class"), assign.get_attr("_class")])
emit("colocation_groups", [read.colocation_groups(), assign.colocation_groups(),
                           W.op.colocation_groups()])
gd = g.as_graph_def()
node = [n for n in gd.node if n.name == "W/read"][0]
emit("W_read_node_text", ("node {\n" + str(node) + "}").split("\n"))
emit("W_assign_node_attrs", sorted([n for n in gd.node if n.name == "W/Assign"][0].attr.keys()))
emit("nodes_with_class", [n.name for n in gd.node if "_class" in n.attr])
emit("nodes", graph_nodes())
