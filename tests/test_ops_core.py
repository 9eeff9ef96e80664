"""ops/core: Const, conversion of Python values to tensors, and dtype inference."""
import numpy as np
import pytest

import scopelab as tf


@pytest.mark.parametrize("value, dtype", [
    (1.5, tf.float32),            # Python floats become float32, not float64
    (1, tf.int32),
    (2 ** 40, tf.int64),          # too big for int32
    (True, tf.bool),
    ("a", tf.string),
    (np.float64(1), tf.float64),  # numpy values keep their dtype
    ([1, 2.0], tf.float32),
])
def test_inferred_dtypes(g, value, dtype):
    assert tf.constant(value).dtype is dtype


def test_const_node(g):
    c = tf.constant([1.0, 2.0], name="c")
    assert repr(c) == "<tf.Tensor 'c:0' shape=(2,) dtype=float32>"
    assert c.op.type == "Const"
    assert c.op.get_attr("dtype") is tf.float32
    assert tf.constant(1.0, name="c").name == "c_1:0"


def test_a_scalar_is_broadcast_to_the_shape(sess):
    c = tf.constant(7, shape=[2, 2])
    assert c.shape == tf.TensorShape([2, 2])
    assert sess.run(c).tolist() == [[7, 7], [7, 7]]


def test_a_list_is_reshaped_to_the_shape(sess):
    assert sess.run(tf.constant([1, 2, 3, 4], shape=[2, 2])).tolist() == [[1, 2], [3, 4]]


def test_an_explicit_dtype_converts_ints_to_floats(g):
    assert tf.constant([1, 2], dtype=tf.float32).dtype is tf.float32


@pytest.mark.parametrize("value", [2.5, 1.0])
def test_a_float_value_for_an_int_dtype_is_a_type_error(g, value):
    with pytest.raises(TypeError, match="Expected int32, but got %s of type 'float'." % value):
        tf.constant(value, dtype=tf.int32)


def test_a_short_list_is_padded_with_its_last_value(sess):
    assert sess.run(tf.constant([1, 2], shape=[4])).tolist() == [1, 2, 2, 2]


def test_too_many_values_for_the_shape(g):
    with pytest.raises(ValueError, match="Too many elements provided. Takes at most 2, but got 3."):
        tf.constant([1, 2, 3], shape=[2])


def test_convert_to_tensor_checks_the_dtype_of_a_tensor(g):
    t = tf.constant(1)
    assert tf.convert_to_tensor(t) is t
    with pytest.raises(ValueError, match="Tensor conversion requested dtype float32 for Tensor "
                                         "with dtype int32"):
        tf.convert_to_tensor(t, dtype=tf.float32)


def test_convert_to_tensor_of_a_variable_is_its_snapshot(g):
    v = tf.Variable(1.0, name="v")
    assert tf.convert_to_tensor(v) is v.value()


def test_constants_are_read_only_and_fetched_as_copies(sess):
    c = tf.constant([1.0, 2.0])
    assert not c.op.get_attr("value").flags.writeable
    out = sess.run(c)
    out[0] = 5.0
    assert sess.run(c).tolist() == [1.0, 2.0]
