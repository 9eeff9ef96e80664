"""tensor: a Tensor is a symbolic handle (op:index, dtype, static shape), never data."""
import pytest

import scopelab as tf


def test_name_repr_and_str(g):
    x = tf.placeholder(tf.float32, [None, 3], name="x")
    assert x.name == "x:0"
    assert x.value_index == 0
    assert x.op.name == "x"
    assert x.graph is g
    assert x.device == ""
    assert repr(x) == "<tf.Tensor 'x:0' shape=(?, 3) dtype=float32>"
    assert str(x) == 'Tensor("x:0", shape=(?, 3), dtype=float32)'


def test_consumers_in_creation_order(g):
    x = tf.placeholder(tf.float32, [3], name="x")
    x * 2.0
    tf.identity(x)
    assert [op.name for op in x.consumers()] == ["mul", "Identity"]


def test_set_shape_refines_the_static_shape(g):
    x = tf.placeholder(tf.float32, [None, 3])
    x.set_shape([2, None])
    assert x.shape == tf.TensorShape([2, 3])
    assert x.get_shape() is x.shape


def test_set_shape_rejects_an_incompatible_shape(g):
    x = tf.placeholder(tf.float32, [None, 3])
    with pytest.raises(ValueError):
        x.set_shape([2, 4])


def test_set_shape_error_text_as_tf(g):
    x = tf.placeholder(tf.float32, [None, 3])
    with pytest.raises(ValueError, match=r"Dimension 1 in both shapes must be equal, but are 3 "
                                         r"and 4\. Shapes are \[\?,3\] and \[2,4\]\."):
        x.set_shape([2, 4])


def test_tensor_cannot_be_used_as_a_bool_or_iterated(g):
    x = tf.constant([1.0, 2.0])
    with pytest.raises(TypeError, match="as a Python `bool` is not allowed"):
        bool(x)
    with pytest.raises(TypeError):
        iter(x)


def test_tensors_compare_and_hash_by_identity(g):
    x = tf.constant(1.0)
    y = tf.constant(1.0)
    assert x == x and x != y
    assert {x: "fed"}[x] == "fed"


def test_ref_is_a_hashable_stand_in_for_the_tensor(g):
    # As TF's object_identity.Reference (values recorded from TF in case 922).
    x = tf.constant([1.0], name="x")
    y = tf.constant([1.0], name="y")
    assert x.ref() == x.ref() and x.ref() != y.ref() and x.ref() is not x.ref()
    assert x.ref().deref() is x and {x.ref(): 1}[x.ref()] == 1
    assert not x.ref() == None  # noqa: E711 - None is the one unwrapped value it accepts
    assert repr(x.ref()) == "<Reference wrapping <tf.Tensor 'x:0' shape=(1,) dtype=float32>>"
    with pytest.raises(TypeError, match="Cannot compare wrapped object with unwrapped object"):
        x.ref() == x


def test_len_of_a_graph_tensor_is_tf_type_error(g):
    x = tf.constant([1.0, 2.0], name="x")
    with pytest.raises(TypeError, match=r"len is not well defined for a symbolic Tensor "
                                        r"\(x:0\)\. Please call `x.shape`"):
        len(x)


def test_every_overloadable_operator_is_installed():
    assert all(hasattr(tf.Tensor, name) for name in tf.Tensor.OVERLOADABLE_OPERATORS)
    assert len(tf.Tensor.OVERLOADABLE_OPERATORS) == 34  # TF 2.21's set has 34 names
