# tier: graph
# tf.Operation.from_node_def builds an op of a graph from a NodeDef (name, type, device, attrs)
# with TF's argument errors; its outputs follow the type's OpDef (T inferred from the inputs
# when the NodeDef leaves it out), and the graph's with-blocks do not apply. op.op_def and
# Graph.op_def_for_type give TF's OpDef: argument names and types, attrs, flags. repr/str of an
# op, and _update_input's checks: a tensor, of the same graph, an input the op has, a shape that
# fits the one it replaces.
g = tf.Graph()
with g.as_default():
    c = tf.constant(1.0, name="c")
    n = tf.constant(1, name="n")
    b = tf.constant(True, name="b")
frm = tf.Operation.from_node_def
op = frm(tf.NodeDef(op="NoOp", name="op1"), g, [], [tf.float32])
emit("repr", [repr(op), str(op), str(op) == str(tf.NodeDef(op="NoOp", name="op1")),
              op.outputs])
ident = frm(tf.NodeDef(op="Identity", name="i"), g, [c])
emit("inferred T", [ident.outputs, ident.get_attr("T"), ident.inputs])
with g.as_default(), tf.device("/job:ignored"), tf.control_dependencies([n]):
    typed = frm(tf.NodeDef(op="Identity", name="i2", device="/device:CPU:0",
                           attr={"T": tf.AttrValue(type=1)}), g, [c], [tf.int32],
                control_inputs=[c, n.op])
emit("attrs and device", [typed.outputs, typed.get_attr("T"), typed.device,
                          typed.control_inputs, str(typed.node_def)])
zeros = frm(tf.NodeDef(op="ZerosLike", name="k"), g, [n])
g2 = tf.Graph()
with g2.as_default():
    c2 = tf.constant(2.0, name="c")
copy = frm(typed.node_def, g2, [c2])
emit("node_def round trip", [str(copy.node_def), copy.device, copy.get_attr("T"),
                             copy.outputs])
with tf.Session(graph=g) as sess:
    emit("runs", [zeros.outputs, sess.run(zeros.outputs[0]), sess.run(ident.outputs[0])])
switch = frm(tf.NodeDef(op="Switch", name="sw"), g, [c, b])
emit("two outputs", [t.name for t in switch.outputs])
for key, args in [("bad name _x", (tf.NodeDef(op="NoOp", name="_x"), g)),
                  ("bad name empty", (tf.NodeDef(op="NoOp", name=""), g)),
                  ("bad name colon", (tf.NodeDef(op="NoOp", name="x:0"), g)),
                  ("bad name slash", (tf.NodeDef(op="NoOp", name="/x"), g)),
                  ("not a node_def", ("x", g)),
                  ("not a graph", (tf.NodeDef(op="NoOp", name="y"), "g")),
                  ("inputs a tuple", (tf.NodeDef(op="Identity", name="i3"), g, (c,))),
                  ("inputs a float", (tf.NodeDef(op="Identity", name="i4"), g, [1.0])),
                  ("duplicate", (tf.NodeDef(op="NoOp", name="op1"), g))]:
    expect_error(lambda args=args: frm(*args), key)
expect_error(lambda: frm(tf.NodeDef(op="Identity", name="i5"), g, [c], input_types=[tf.int32]),
             "input types")
expect_error(lambda: frm(tf.NodeDef(op="NoOp", name="i6"), g, control_inputs=[1]),
             "control input")

for name in ["Const", "AddV2", "Switch", "VariableV2", "ConcatV2", "PyFunc", "NoOp",
             "Assign", "RandomUniform", "SaveV2"]:
    d = g.op_def_for_type(name)
    emit("op_def " + name, [d.name, [(a.name, a.type, a.type_attr, a.number_attr,
                                       a.type_list_attr, a.is_ref) for a in d.input_arg],
                            [(a.name, a.type, a.type_attr, a.number_attr, a.type_list_attr,
                              a.is_ref) for a in d.output_arg],
                            [(a.name, a.type, a.has_minimum, a.minimum) for a in d.attr],
                            [d.is_stateful, d.is_commutative, d.is_aggregate,
                             d.allows_uninitialized_input]])
for name in ["Const", "Switch", "VariableV2", "PyFunc", "NoOp"]:
    emit("op_def text " + name, str(g.op_def_for_type(name)))
with g.as_default():
    z = c + c
emit("op.op_def", [z.op.op_def.name, len(z.op.op_def.input_arg), len(z.op.op_def.output_arg),
                   c.op.op_def.name, len(c.op.op_def.input_arg)])

g = tf.Graph()
with g.as_default():
    x = tf.constant(1)
    y = tf.constant(2)
    z = x + y
z.op._update_input(0, y)
emit("updated", [list(z.op.inputs), x.consumers(), y.consumers()])
with tf.Session(graph=g) as sess:
    emit("runs updated", sess.run(z))
with tf.Graph().as_default():
    other = tf.constant(1)
expect_error(lambda: z.op._update_input(0, other), "other graph")
expect_error(lambda: z.op._update_input(0, "a"), "not a tensor")
expect_error(lambda: x.op._update_input(1, x), "out of range")
with g.as_default():
    w = tf.constant(2, shape=[3, 1])
    v = tf.constant(0, shape=[3, 1])
    u = tf.constant(1, shape=[2, 2])
    s = w + v
    p = tf.placeholder(tf.float32, [None, 3])
    q = tf.placeholder(tf.float32, [2, 3])
    r = tf.placeholder(tf.float32, None)
    ip = tf.identity(p)
    iq = tf.identity(q)
expect_error(lambda: s.op._update_input(0, u), "shapes")
ip.op._update_input(0, q)
iq.op._update_input(0, p)
iq.op._update_input(0, r)
emit("compatible shapes", [ip.shape, iq.shape, iq.op.inputs[0].name])
expect_error(lambda: ip.op._update_input(0, x), "scalar for [2,3]")
