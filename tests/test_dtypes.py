"""dtypes: DType objects, their "_ref" twins and ``as_dtype`` conversions."""
import pickle

import numpy as np
import pytest

import scopelab as tf


def test_names_and_aliases():
    assert tf.float32.name == "float32"
    assert repr(tf.float32) == "tf.float32"
    assert str(tf.float32) == "<dtype: 'float32'>"
    assert tf.half is tf.float16
    assert tf.double is tf.float64


def test_ref_dtype_is_a_separate_object_with_the_plain_base():
    ref = tf.float32._as_ref
    assert ref.name == "float32_ref"
    assert ref is not tf.float32
    assert ref.base_dtype is tf.float32
    assert tf.float32.base_dtype is tf.float32
    assert tf.as_dtype("float32_ref") is ref


@pytest.mark.parametrize("value, expected", [
    ("int32", tf.int32),
    (np.float64, tf.float64),
    (np.dtype("int64"), tf.int64),
    (np.bool_, tf.bool),
    (float, tf.float32),
    (bool, tf.bool),
    ("half", tf.float16),
    (tf.uint8, tf.uint8),
])
def test_as_dtype_conversions(value, expected):
    assert tf.as_dtype(value) is expected


def test_as_dtype_rejects_unknown_names():
    with pytest.raises(TypeError, match="Cannot convert the argument `type_value`: 'foo'"):
        tf.as_dtype("foo")


@pytest.mark.parametrize("python_type", [int, str, bytes])
def test_as_dtype_rejects_python_int_str_bytes(python_type):
    with pytest.raises(TypeError):
        tf.as_dtype(python_type)


def test_as_dtype_of_numpy_object_is_string():
    assert tf.as_dtype(np.object_) is tf.string


def test_equality_and_hash():
    assert tf.float32 == "float32"
    assert tf.float32 == tf.as_dtype(np.float32)
    assert tf.float32 != tf.float64
    assert not (tf.float32 == None)  # noqa: E711 - the comparison is what is tested
    assert not (tf.float32 == "no such type")
    assert {tf.float32: 1}[tf.as_dtype(np.float32)] == 1


def test_kind_predicates():
    assert tf.float32.is_floating and not tf.int8.is_floating
    assert tf.int32.is_integer and tf.uint8.is_integer and not tf.float32.is_integer
    assert tf.uint8.is_unsigned and not tf.int8.is_unsigned
    assert tf.bool.is_bool


def test_datatype_enums_match_tf():
    assert tf.float32.as_datatype_enum == 1
    assert tf.float32._as_ref.as_datatype_enum == 101
    assert tf.int64.as_datatype_enum == 9
    assert tf.string.as_datatype_enum == 7


def test_a_ref_can_stand_where_its_base_is_expected_but_not_the_reverse():
    assert tf.float32.is_compatible_with(tf.float32._as_ref)
    assert not tf.float32._as_ref.is_compatible_with(tf.float32)
    assert not tf.float32.is_compatible_with(tf.int32)


def test_numpy_types():
    assert tf.int32.as_numpy_dtype is np.int32
    assert tf.bool.as_numpy_dtype is np.bool_


def test_pickle_round_trip_gives_the_same_object():
    assert pickle.loads(pickle.dumps(tf.float32)) is tf.float32
    assert pickle.loads(pickle.dumps(tf.int32._as_ref)) is tf.int32._as_ref


@pytest.mark.parametrize("value, expected", [
    ("float", tf.float32), ("double", tf.float64), ("double_ref", tf.float64._as_ref),
    (1, tf.float32), (101, tf.float32._as_ref), (np.longlong, tf.int64),
    (np.dtype(">f4"), tf.float32), (np.dtype("U3"), tf.string), (np.zeros(2, np.int16), tf.int16),
])
def test_as_dtype_accepts_what_tf_accepts(value, expected):
    assert tf.as_dtype(value) is expected


@pytest.mark.parametrize("value", ["complex64", np.complex128, "uint32"])
def test_as_dtype_names_the_types_scopelab_leaves_out(value):
    with pytest.raises(TypeError, match="scopelab leaves it out"):
        tf.as_dtype(value)
