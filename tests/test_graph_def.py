"""graph_def: the protobuf text of NodeDefs and GraphDefs, as TF prints it."""
import scopelab as tf

READ_NODE = '''\
name: "W/read"
op: "Identity"
input: "W"
attr {
  key: "_class"
  value {
    list {
      s: "loc:@W"
    }
  }
}
attr {
  key: "T"
  value {
    type: DT_FLOAT
  }
}
'''


def test_node_def_of_a_variable_read(g):
    W = tf.Variable(tf.zeros([2]), name="W")
    assert str(W.value().op.node_def) == READ_NODE


def test_control_inputs_print_as_caret_names_in_creation_order(g):
    z = tf.constant(1.0, name="z")
    a = tf.constant(0.1, name="a")
    with tf.control_dependencies([z, a]):
        b = tf.no_op(name="b")
    assert str(b.node_def) == 'name: "b"\nop: "NoOp"\ninput: "^z"\ninput: "^a"\n'


def test_graph_def_sorts_control_inputs(g):
    z = tf.constant(1.0, name="z")
    a = tf.constant(0.1, name="a")
    with tf.control_dependencies([z, a]):
        tf.no_op(name="b")
    text = str(g.as_graph_def())
    assert 'node {\n  name: "b"\n  op: "NoOp"\n  input: "^a"\n  input: "^z"\n}\n' in text


def test_data_input_then_control_inputs(g):
    W = tf.Variable(tf.zeros([2]), name="W")
    a = tf.constant(1.0, name="a")
    with tf.control_dependencies([a, W.initializer]):
        b = tf.identity(W, name="b")
    assert b.op.node_def.input == ["W/read", "^a", "^W/Assign"]


def test_other_outputs_print_with_their_index(g):
    c = tf.cond(tf.constant(True, name="p"), lambda: tf.constant(1.0), lambda: tf.constant(2.0))
    switch_t = g.get_operation_by_name("cond/switch_t")
    assert switch_t.node_def.input == ["cond/Switch:1"]
    assert c.op.node_def.input[0].startswith("cond/")


def test_graph_def_lists_nodes_in_creation_order_then_the_version(g):
    tf.Variable(tf.zeros([2]), name="W")
    gd = g.as_graph_def()
    assert [n.name for n in gd.node] == ["zeros", "W", "W/Assign", "W/read"]
    assert str(gd).endswith("versions {\n  producer: 2474\n}\n")


def test_const_tensor_text(g):
    c = tf.constant([[1, 2], [3, 4]], name="c")
    text = str(c.op.node_def)
    assert 'tensor_content: "\\001\\000\\000\\000\\002\\000\\000\\000\\003\\000\\000\\000' \
        '\\004\\000\\000\\000"' in text
    assert "      dtype: DT_INT32\n" in text
    scalar = str(tf.constant(0.1, name="a").op.node_def)
    assert "float_val: 0.1\n" in scalar
    string = str(tf.constant("hi\n", name="s").op.node_def)
    assert 'string_val: "hi\\n"' in string


def test_a_filled_constant_is_stored_once(g):
    f = tf.zeros([3], name="f")
    text = str(f.op.node_def)
    assert text.count("float_val: 0") == 1
    assert "tensor_content" not in text


def test_placeholder_shape_with_unknown_size(g):
    p = tf.placeholder(tf.float32, [None, 3], name="p")
    text = str(p.op.node_def)
    assert "      dim {\n        size: -1\n      }\n      dim {\n        size: 3\n      }\n" in text
    assert text.index('key: "shape"') < text.index('key: "dtype"')   # descending key order
