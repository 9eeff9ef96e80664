"""operation: a graph node with a name, type, inputs, control inputs, attrs and outputs."""
import pytest

import scopelab as tf


def test_fields_of_an_op(g):
    x = tf.placeholder(tf.float32, [None, 3], name="x")
    y = x * 2.0
    op = y.op
    assert repr(op) == "<tf.Operation 'mul' type=Mul>"
    assert op.name == "mul" and op.type == "Mul"
    assert [t.name for t in op.inputs] == ["x:0", "mul/y:0"]
    assert op.control_inputs == []
    assert op.outputs[0] is y
    assert op.values() == (y,)
    assert op.graph is g
    assert op.device == ""


def test_get_attr(g):
    op = tf.constant(1.0).op
    assert op.get_attr("dtype") is tf.float32
    with pytest.raises(ValueError, match="Operation 'Const' has no attr named 'nope'."):
        op.get_attr("nope")


def test_colocation_groups_default_to_the_op_itself(g):
    a = tf.constant(1.0, name="a")
    assert a.op.colocation_groups() == [b"loc:@a"]


def test_str_is_the_node_def_text(g):
    op = tf.no_op(name="n")
    assert str(op) == 'name: "n"\nop: "NoOp"\n'


def test_run_uses_the_default_session(g):
    v = tf.Variable(1.0, name="v")
    with tf.Session() as sess:
        assert v.initializer.run() is None
        assert sess.run(v) == 1.0
