# tier: graph
# Graph._attr_scope keeps the value of each AttrValue it is given: get_attr returns it (bytes,
# an int, a bool...), the GraphDef prints it and tf.import_graph_def rebuilds it; None stops
# adding a name, an op keeps the attributes it has, a callable makes the AttrValue from the
# op's NodeDef; anything else is TF's TypeError.
g = tf.get_default_graph()


def attrs():
    x = tf.no_op()
    found = []
    for name in ("_A", "_B"):
        try:
            found.append(x.get_attr(name))
        except ValueError:
            found.append(None)
    return found


emit("none", attrs())
with g._attr_scope({"_A": tf.AttrValue(s=b"foo")}):
    emit("foo", attrs())
    with g._attr_scope({"_A": None, "_B": tf.AttrValue(s=b"bar")}):
        emit("bar", attrs())
        with g._attr_scope({"_A": tf.AttrValue(s=b"baz")}):
            emit("baz bar", attrs())
        emit("bar again", attrs())
    emit("foo again", attrs())
emit("none again", attrs())

with g._attr_scope({"_i": tf.AttrValue(i=3), "_b": tf.AttrValue(b=True),
                    "_list": tf.AttrValue(list=tf.AttrValue.ListValue(i=[1, 2])),
                    "T": tf.AttrValue(type=3), "_f": tf.AttrValue(f=0.5)}):
    y = tf.identity(tf.constant(1.0, name="c"), name="y")
emit("values", [y.op.get_attr(k) for k in ("_i", "_b", "_list", "T", "_f")])
emit("const kept its own", [y.op.inputs[0].op.get_attr("_i"), y.op.inputs[0].op.get_attr("dtype")])
emit("node_def", str(y.op.node_def))
with g._attr_scope({"_from_node": lambda node_def: tf.AttrValue(s=node_def.name.encode()),
                    "_none": lambda node_def: None}):
    z = tf.no_op(name="z")
emit("callable", [z.get_attr("_from_node"), sorted(z.node_def.attr)])
with g._attr_scope({"_bad": lambda node_def: 3}):
    expect_error(lambda: tf.no_op(name="bad"), "callable returning 3")

with tf.Graph().as_default():
    tf.import_graph_def(g.as_graph_def(), name="imp")
    emit("imported", [tf.get_default_graph().get_operation_by_name("imp/y").get_attr(k)
                      for k in ("_i", "_list")])

expect_error(lambda: g._attr_scope([("_a", tf.AttrValue(i=1))]).__enter__(), "not a dict")
expect_error(lambda: g._attr_scope({"_a": "text"}).__enter__(), "a string value")
expect_error(lambda: g._attr_scope({1: tf.AttrValue(i=1)}).__enter__(), "a number key")
expect_error(lambda: g._attr_scope({"_missing": None}).__enter__(), "None for a name not set")
