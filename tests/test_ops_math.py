"""ops/math_ops: arithmetic, operators on tensors, matmul, reductions, cast."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scopelab as tf


# ---------------------------------------------------------------------- naming
def test_operators_name_nodes_after_the_python_operator(g):
    x = tf.placeholder(tf.float32, [None, 3], name="x")
    y = x + 1
    assert (y.op.name, y.op.type) == ("add", "AddV2")
    assert [t.name for t in y.op.inputs] == ["x:0", "add/y:0"]
    assert y.shape == tf.TensorShape([None, 3])
    z = 2 * x
    assert [t.name for t in z.op.inputs] == ["mul/x:0", "x:0"]
    w = x / 2
    assert (w.op.name, w.op.type) == ("truediv", "RealDiv")
    s = x - 1.5
    assert (s.op.name, s.op.type) == ("sub", "Sub")
    assert ((-x).op.name, (-x).op.type) == ("Neg", "Neg")
    assert (x @ tf.ones([3, 1])).op.name == "matmul"


def test_functions_name_nodes_after_the_op_type(g):
    x = tf.placeholder(tf.float32, [3], name="x")
    assert (tf.add(x, 1.0).op.name, tf.add(x, 1.0).op.type) == ("Add", "AddV2")
    names = [tf.multiply(x, x), tf.subtract(x, x), tf.div(x, 1.0), tf.truediv(x, 1.0),
             tf.realdiv(x, 1.0), tf.square(x), tf.negative(x)]
    assert [t.op.name for t in names] == ["Mul", "Sub", "div", "truediv", "RealDiv", "Square",
                                          "Neg"]


# ---------------------------------------------------------------------- types and shapes
def test_operand_dtypes_must_agree(g):
    x = tf.placeholder(tf.float32, [3])
    with pytest.raises(TypeError, match="Input 'y' of 'AddV2' Op has type int32 that does not "
                                        "match type float32 of argument 'x'."):
        x + tf.constant(1)


def test_incompatible_shapes_fail_when_building(g):
    a = tf.constant([1.0, 2.0])
    b = tf.constant([1.0, 2.0, 3.0])
    with pytest.raises(ValueError, match=r"Dimensions must be equal, but are 2 and 3 for "
                                         r"'\{\{node add\}\} = AddV2\[T=DT_FLOAT\]\(Const, "
                                         r"Const_1\)' with input shapes: \[2\], \[3\]\."):
        a + b


@pytest.mark.parametrize("a, b, expected", [
    ([None, 3], [3], [None, 3]),
    ([None, 1], [1, 4], [None, 4]),
    ([None], [3], [3]),
    ([2, 1, 3], [4, 1], [2, 4, 3]),
    (None, [3], None),
])
def test_broadcast_static_shapes(g, a, b, expected):
    x = tf.placeholder(tf.float32, a)
    y = tf.placeholder(tf.float32, b)
    assert (x + y).shape == tf.TensorShape(expected)


_dims = st.lists(st.integers(1, 4), max_size=4)


def _broadcastable_pair(draw):
    a = draw(_dims)
    b = [draw(st.sampled_from([d, 1])) if draw(st.booleans()) else d for d in a]
    b = b[draw(st.integers(0, len(b))):]            # drop some leading dimensions
    return (a, b) if draw(st.booleans()) else (b, a)


@pytest.mark.property
@settings(max_examples=50, deadline=None)
@given(st.data())
def test_addv2_broadcasting_agrees_with_numpy(data):
    a, b = _broadcastable_pair(data.draw)
    x = np.arange(int(np.prod(a)), dtype=np.float32).reshape(a)
    y = np.ones(b, dtype=np.float32)
    with tf.Graph().as_default():
        total = tf.constant(x) + tf.constant(y)
        assert total.shape.as_list() == list(np.broadcast_shapes(tuple(a), tuple(b)))
        with tf.Session() as sess:
            np.testing.assert_array_equal(sess.run(total), x + y)


@pytest.mark.property
@settings(max_examples=50, deadline=None)
@given(_dims, _dims)
def test_addv2_rejects_exactly_the_shapes_numpy_rejects(a, b):
    try:
        expected = list(np.broadcast_shapes(tuple(a), tuple(b)))
    except ValueError:
        expected = None
    with tf.Graph().as_default():
        x, y = tf.placeholder(tf.float32, a), tf.placeholder(tf.float32, b)
        if expected is None:
            with pytest.raises(ValueError, match="Dimensions must be equal"):
                x + y
        else:
            assert (x + y).shape.as_list() == expected


# ---------------------------------------------------------------------- values
def test_arithmetic_values(sess):
    a = tf.constant([1.0, 2.0, 3.0])
    b = tf.constant([2.0, 2.0, 2.0])
    out = sess.run([a + b, a - b, a * b, a / b, -a, tf.square(a), 1.0 - a])
    assert [o.tolist() for o in out] == [[3, 4, 5], [-1, 0, 1], [2, 4, 6], [0.5, 1, 1.5],
                                         [-1, -2, -3], [1, 4, 9], [0, -1, -2]]


def test_matmul_shapes_and_values(sess):
    x = tf.placeholder(tf.float32, [None, 3])
    m = tf.matmul(x, tf.ones([3, 4]))
    assert m.shape == tf.TensorShape([None, 4]) and m.op.name == "MatMul"
    assert tf.matmul(x, tf.ones([5, 3]), transpose_b=True).shape == tf.TensorShape([None, 5])
    assert tf.matmul(tf.ones([3, 2]), tf.ones([3, 4]), transpose_a=True).shape == \
        tf.TensorShape([2, 4])
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    b = np.arange(12, dtype=np.float32).reshape(3, 4)
    np.testing.assert_array_equal(sess.run(tf.matmul(a, b)), a @ b)
    np.testing.assert_array_equal(sess.run(tf.matmul(a, a, transpose_b=True)), a @ a.T)


def test_matmul_shape_errors(g):
    x = tf.placeholder(tf.float32, [None, 3])
    with pytest.raises(ValueError, match="Dimensions must be equal, but are 3 and 4 for "
                                         "'{{node MatMul}} = MatMul"):
        tf.matmul(x, tf.ones([4, 4]))
    with pytest.raises(ValueError, match="Shape must be rank 2 but is rank 1"):
        tf.matmul(tf.ones([3]), tf.ones([3, 4]))


def test_reduction_shapes_and_inputs(g):
    x = tf.placeholder(tf.float32, [None, 3], name="x")
    total = tf.reduce_sum(x)
    assert total.shape == tf.TensorShape([]) and total.op.name == "Sum"
    assert [t.name for t in total.op.inputs] == ["x:0", "Const:0"]   # built before the scope
    kept = tf.reduce_sum(x, axis=1, keepdims=True)
    assert kept.shape == tf.TensorShape([None, 1])
    assert [t.name for t in kept.op.inputs] == ["x:0", "Sum_1/reduction_indices:0"]
    assert tf.reduce_mean(x, axis=[0]).shape == tf.TensorShape([3])
    assert tf.reduce_mean(x, axis=-1).shape == tf.TensorShape([None])


def test_reduction_values(sess):
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    out = sess.run([tf.reduce_sum(x), tf.reduce_mean(x, 0), tf.reduce_sum(x, 1, keepdims=True),
                    tf.reduce_mean(tf.constant([1, 2]))])
    assert out[0] == 15.0
    assert out[1].tolist() == [1.5, 2.5, 3.5]
    assert out[2].tolist() == [[3.0], [12.0]]
    assert out[3] == 1   # integer mean stays an integer, as in TF


def test_cast(sess):
    x = tf.constant([0.5, 1.5, 2.7])
    assert tf.cast(x, tf.float32) is x
    y = tf.cast(x, tf.int32)
    assert (y.op.name, y.dtype) == ("Cast", tf.int32)
    assert sess.run(y).tolist() == [0, 1, 2]


@pytest.mark.parametrize("axis", [2, -3])
def test_reduction_axis_out_of_range(g, axis):
    x = tf.placeholder(tf.float32, [None, 3])
    with pytest.raises(ValueError, match="Invalid reduction dimension %d for input with 2 "
                                         "dimensions." % axis):
        tf.reduce_sum(x, axis=axis)


def test_matmul_of_an_unknown_rank_operand(g):
    m = tf.matmul(tf.placeholder(tf.float32), tf.placeholder(tf.float32, [None, 3]))
    assert (m.op.type, m.op.name, m.shape) == ("BatchMatMulV2", "MatMul", tf.TensorShape(None))
