# tier: graph
# tf.graph_util's other helpers. extract_sub_graph keeps what the named nodes reach through
# data, control and colocation inputs, in the GraphDef's order, with its versions; it names a
# missing node in an AssertionError. remove_training_nodes drops CheckNumerics (and the edges
# they fed: an Identity left without input makes TF's own code fail with IndexError), splices
# out Identity/StopGradient nodes unless protected, controlled, a control input or colocated
# with, and returns a GraphDef without versions. must_run_on_cpu: int32/string Consts, Cast
# from int32, int32 DynamicStitch, and variable ops when pinned; anything but an Operation or
# NodeDef fails TF's assert. tensor_shape_from_node_def_name reads "name" as "name:0".
x = tf.placeholder(tf.float32, [None, 3], name="x")
w = tf.Variable(tf.ones([3, 2]), name="w")
h = tf.matmul(x, w, name="h")
checked = tf.check_numerics(h, "bad", name="checked")
kept = tf.identity(checked, name="kept")
a = tf.identity(h, name="a")
b = tf.identity(a, name="b")
with tf.control_dependencies([b]):
    c = tf.identity(tf.square(b), name="c")
s = tf.stop_gradient(c, name="s")
with tf.colocate_with(a):
    beside = tf.add(h, 1.0, name="beside")
out = tf.add(s, beside, name="out")
n32 = tf.constant(3, name="n32")
words = tf.constant(["a"], name="words")
cast = tf.cast(n32, tf.float32, name="cast")
stitch = tf.dynamic_stitch([[0], [1]], [[1], [2]], name="stitch")
g = tf.get_default_graph()
graph_def = g.as_graph_def()
sub = tf.graph_util.extract_sub_graph(graph_def, ["out"])
emit("sub", [[n.name, n.op, list(n.input)] for n in sub.node])
emit("sub_versions", [sub.versions.producer, type(sub).__name__])
emit("sub_two", [n.name for n in tf.graph_util.extract_sub_graph(graph_def, ("kept", "cast")).node])
expect_error(lambda: tf.graph_util.extract_sub_graph(graph_def, ["out", "nope"]), "missing")
expect_error(lambda: tf.graph_util.extract_sub_graph(graph_def, "out"), "string")
expect_error(lambda: tf.graph_util.extract_sub_graph({"node": []}, ["out"]), "not_a_graph_def")
removed = tf.graph_util.remove_training_nodes(sub)
emit("removed", [[n.name, n.op, list(n.input)] for n in removed.node])
emit("removed_versions", [removed.versions.producer, str(removed.versions)])
emit("protected", [[n.name, list(n.input)] for n in tf.graph_util.remove_training_nodes(
    sub, protected_nodes=["b", "s"]).node])
emit("check_kept", [[n.name, list(n.input)] for n in tf.graph_util.remove_training_nodes(
    tf.graph_util.extract_sub_graph(graph_def, ["kept"]), ["checked"]).node])
expect_error(lambda: tf.graph_util.remove_training_nodes(
    tf.graph_util.extract_sub_graph(graph_def, ["kept"])), "identity_loses_input")
emit("cpu_ops", [[op.name, tf.graph_util.must_run_on_cpu(op),
                  tf.graph_util.must_run_on_cpu(op, pin_variables_on_cpu=True)]
                 for op in g.get_operations()])
emit("cpu_node_defs", [[n.name, tf.graph_util.must_run_on_cpu(n, True)] for n in graph_def.node])
expect_error(lambda: tf.graph_util.must_run_on_cpu("n32"), "cpu_of_a_name")
emit("shapes", [tf.graph_util.tensor_shape_from_node_def_name(g, name)
                for name in ["h", "x:0", "stitch", "words"]])
expect_error(lambda: tf.graph_util.tensor_shape_from_node_def_name(g, "nope"), "shape_missing")
expect_error(lambda: tf.graph_util.tensor_shape_from_node_def_name(g, "h:3"), "shape_index")
emit("namespace", [callable(getattr(tf.graph_util, n)) for n in [
    "convert_variables_to_constants", "extract_sub_graph", "import_graph_def", "must_run_on_cpu",
    "remove_training_nodes", "tensor_shape_from_node_def_name"]])
expect_error(lambda: tf.graph_util.freeze, "missing_name")
