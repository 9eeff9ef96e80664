# tier: graph
# tf.graph_util.convert_variables_to_constants: the frozen GraphDef keeps, in the graph's order,
# only the nodes the outputs reach (data, control and colocation inputs); each VariableV2 among
# them becomes a Const with just "dtype" and "value" (the session's value: tensor_content for
# several numbers, int_val for a scalar int, bool_val for bools), its read Identity kept with
# its colocation. The whitelist and blacklist choose which variables freeze (a left one stays
# a VariableV2). At INFO, TF 2.21 logs only its deprecation warnings (no "Froze N variables").
import logging

records = []


class Keep(logging.Handler):
    def emit(self, record):
        records.append(record.getMessage())


def described(graph_def):
    out = []
    for n in graph_def.node:
        attrs = {}
        for key in sorted(n.attr):
            value = n.attr[key]
            kind = value.WhichOneof("value")
            if kind == "tensor":
                t = value.tensor
                attrs[key] = [t.dtype, [d.size for d in t.tensor_shape.dim], t.tensor_content,
                              list(t.float_val), list(t.int_val), list(t.int64_val),
                              list(t.bool_val)]
            elif kind == "list":
                attrs[key] = [list(value.list.s), list(value.list.type)]
            else:
                attrs[key] = [kind, getattr(value, kind) if kind != "shape" else
                              [d.size for d in value.shape.dim]]
        out.append([n.name, n.op, list(n.input), n.device, attrs])
    return out


x = tf.placeholder(tf.float32, [None, 2], name="x")
with tf.variable_scope("dense"):
    w = tf.get_variable("w", [2, 3], initializer=tf.ones_initializer())
    b = tf.Variable(tf.zeros([3]), name="b")
    k = tf.get_variable("k", [], tf.int32, initializer=tf.constant_initializer(4))
    on = tf.Variable(True, name="on")
y = tf.nn.relu(tf.matmul(x, w) + b * tf.cast(k, tf.float32), name="y")
gate = tf.logical_and(on, tf.constant(True), name="gate")
with tf.device("/cpu:0"):
    unused = tf.Variable(5.0, name="unused")
step = tf.train.GradientDescentOptimizer(0.5).minimize(tf.reduce_sum(y))
keep = Keep()
logger = tf.get_logger()
before = logger.level
logger.addHandler(keep)
tf.logging.set_verbosity(tf.logging.INFO)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(step, {x: [[1.0, 2.0]]})
    graph_def = sess.graph.as_graph_def()
    frozen = tf.graph_util.convert_variables_to_constants(sess, graph_def, ["y", "gate"])
    emit("type", type(frozen).__name__)
    emit("nodes", described(frozen))
    emit("versions", frozen.versions.producer)
    emit("text", str(frozen))
    emit("not_deprecation_logs", [r for r in records if "is deprecated" not in r])
    emit("whitelist", described(tf.graph_util.convert_variables_to_constants(
        sess, graph_def, ["y"], variable_names_whitelist=["dense/w"])))
    emit("blacklist", [[n.name, n.op] for n in tf.graph_util.convert_variables_to_constants(
        sess, sess.graph_def, ["y", "gate"], variable_names_blacklist=["dense/b", "dense/on"]).node])
    emit("variable_output", described(tf.graph_util.convert_variables_to_constants(
        sess, graph_def, ["unused"])))
    emit("no_variables", [n.name for n in tf.graph_util.convert_variables_to_constants(
        sess, graph_def, ["x"]).node])
    expect_error(lambda: tf.graph_util.convert_variables_to_constants(sess, graph_def, ["nope"]),
                 "unknown_output")
    expect_error(lambda: tf.graph_util.convert_variables_to_constants(sess, graph_def, ["y:0"]),
                 "tensor_name")
    expect_error(lambda: tf.graph_util.convert_variables_to_constants(sess, graph_def, "y"),
                 "string_names")
    expect_error(lambda: tf.graph_util.convert_variables_to_constants(sess, [1], ["y"]),
                 "not_a_graph_def")
tf.logging.set_verbosity(before)
logger.removeHandler(keep)
