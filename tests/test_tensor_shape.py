"""tensor_shape: TensorShape and Dimension in TF1 ("v1") mode."""
import pytest

import scopelab as tf

S = tf.TensorShape


def test_partial_shape_prints_unknown_sizes_as_question_marks():
    s = S([None, 3])
    assert str(s) == "(?, 3)"
    assert repr(s) == "TensorShape([Dimension(None), Dimension(3)])"
    assert s.as_list() == [None, 3]
    assert s.ndims == s.rank == len(s) == 2


def test_indexing_gives_dimensions_and_slicing_gives_shapes():
    s = S([None, 3])
    assert repr(s[1]) == "Dimension(3)"
    assert str(s[0]) == "?"
    assert s[1:] == S([3])
    # Dimension(None) == Dimension(None) is None (unknown), so compare values.
    assert [d.value for d in S([1, None])] == [1, None]


def test_scalar_and_vector_printing():
    assert str(S([])) == "()"
    assert str(S([3])) == "(3,)"
    assert S(5) == S([5])


def test_unknown_rank():
    s = S(None)
    assert str(s) == "<unknown>"
    assert repr(s) == "TensorShape(None)"
    assert s.ndims is None
    assert str(s[0]) == "?"
    with pytest.raises(ValueError, match="as_list\\(\\) is not defined on an unknown TensorShape"):
        s.as_list()
    with pytest.raises(ValueError, match="unknown rank"):
        len(s)
    # A shape is "true" when its rank is known, even a scalar's.
    assert bool(S([])) and not bool(s)


def test_num_elements_and_fully_defined():
    assert S([2, 3]).num_elements() == 6
    assert S([]).num_elements() == 1
    assert S([None, 3]).num_elements() is None
    assert S(None).num_elements() is None
    assert S([2, 3]).is_fully_defined() and not S([None, 3]).is_fully_defined()


def test_compatibility():
    assert S([2, 3]).is_compatible_with([None, 3])
    assert not S([2, 3]).is_compatible_with([2])
    assert not S([2, 3]).is_compatible_with([2, 4])
    assert S(None).is_compatible_with([1, 2])


def test_merge_with_fills_unknown_sizes_and_rejects_conflicts():
    assert S([2, None]).merge_with([None, 3]) == S([2, 3])
    assert S(None).merge_with([1]) == S([1])
    with pytest.raises(ValueError, match=r"Shapes \(2,\) and \(3,\) are not compatible"):
        S([2]).merge_with([3])


def test_shape_equality():
    assert S([2, 3]) == S([2, 3])
    assert S([2, 3]) == [2, 3]
    assert S([2, None]) == S([2, None])
    assert S([2, 3]) != S([2, 4])


def test_dimension_comparison_is_unknown_when_a_size_is_unknown():
    assert (tf.Dimension(3) == 3) is True
    assert (tf.Dimension(3) == tf.Dimension(4)) is False
    assert (tf.Dimension(None) == 3) is None
    assert int(tf.Dimension(5)) == 5
    assert tf.Dimension(2).is_compatible_with(None)
    assert not tf.Dimension(2).is_compatible_with(3)
