# tier: opnames
# TF takes UTF-8 bytes for op names: a name scope (tf.name_scope, an op's own scope, so
# tf.identity/tf.add/tf.Variable) decodes them first; Const and Graph.create_op make the raw
# bytes unique and decode after, so b"e" works at the root once, clashes with a str "e"
# ("Duplicate node name"), and inside a scope fails to join "scope/" and bytes. Names are str.
# Session.run, feeds and as_graph_element take bytes names; get_tensor_by_name does not, nor does
# variable_scope; get_variable keeps b"gv" as its own key (a later "gv" becomes "gv_1").
g = tf.get_default_graph()
e = tf.constant(44.0, name=b"e")
emit("constant", [e.name, type(e.name).__name__, type(e.op.name).__name__])
emit("generated", [tf.identity(e, name=b"idn").name, tf.add(e, e, name=b"ad").name,
                   tf.add(e, e, name=b"ad").name])
x = tf.placeholder(tf.float32, name=b"x")
v = tf.Variable(1.0, name=b"var")
emit("placeholder_variable", [x.name, v.name, v.op.name])
with tf.name_scope(b"scope") as scope:
    emit("name_scope", [scope, tf.identity(e, name="inner").name])
with g.name_scope(b"gscope") as scope:
    emit("graph_name_scope", scope)
emit("create_op", g.create_op("NoOp", [], [], name=b"cop").name)
expect_error(lambda: g.create_op("NoOp", [], [], name=b"cop"), "create_op_again")
tf.constant(1.0, name="s")
expect_error(lambda: tf.constant(1.0, name=b"s"), "bytes_after_str")
with tf.name_scope("outer"):
    expect_error(lambda: tf.constant(1.0, name=b"k"), "const_bytes_in_scope")
    emit("generated_bytes_in_scope", tf.identity(e, name=b"k").name)
emit("unique_name", [g.unique_name(b"u"), g.unique_name(b"u")])
expect_error(lambda: tf.constant(1.0, name="\xe9".encode("latin-1")), "not_utf8")
emit("as_graph_element", [g.as_graph_element(b"e:0").name, g.as_graph_element(b"e").name])
expect_error(lambda: g.get_tensor_by_name(b"e:0"), "get_tensor_by_name")
expect_error(lambda: g.get_operation_by_name(b"e"), "get_operation_by_name")
emit("get_variable", tf.get_variable(b"gv", [1]).name)
expect_error(lambda: tf.get_variable(b"gv", [1]), "get_variable_again")
emit("get_variable_str_after_bytes", tf.get_variable("gv", [1]).name)
with tf.variable_scope("vscope"):
    expect_error(lambda: tf.get_variable(b"gv", [1]), "get_variable_in_scope")
expect_error(lambda: tf.variable_scope(b"vs").__enter__(), "variable_scope")
expect_error(lambda: tf.name_scope(None, b"default"), "name_scope_default_bytes")
with tf.Session() as sess:
    emit("run", [sess.run(b"e:0"), sess.run([b"e:0", "e:0", u"e:0", r"e:0"]),
                 sess.run({"a": b"e:0"}), sess.run(b"e")])
    emit("feed", sess.run("x:0", {b"x:0": 2.0}))
    emit("callable", sess.make_callable(b"e:0")())
    expect_error(lambda: sess.run(bytearray(b"e:0")), "bytearray_fetch")
