"""partition_info: ``_PartitionInfo`` checks its arguments as TF does (messages from TF 2.21)."""
import pytest

from scopelab.partition_info import _PartitionInfo


@pytest.mark.parametrize("full_shape, var_offset, error, message", [
    (None, [0, 1], TypeError, "`full_shape` must be a sequence (like tuple or list) instead of "
                              "NoneType"),
    ([0, 1], None, TypeError, "`var_offset` must be a sequence (like tuple or list) instead of "
                              "NoneType"),
    ("foo", [0, 1], TypeError, "`full_shape` must be a sequence (like tuple or list) instead of "
                               "str"),
    ([0, 1], [0], ValueError, "Expected equal length, but `var_offset` is of length 1 while "
                              "full_shape is of length 2."),
    ([1, 1], [0, 1], ValueError, "Expected 0 <= offset < shape but found offset=1, shape=1 for "
                                 "var_offset=[0, 1], full_shape=[1, 1]"),
])
def test_constructor_checks(full_shape, var_offset, error, message):
    with pytest.raises(error) as info:
        _PartitionInfo(full_shape=full_shape, var_offset=var_offset)
    assert str(info.value) == message


def test_slice_dim_and_offset():
    info = _PartitionInfo(full_shape=[9, 3], var_offset=[4, 0])
    assert info.single_offset([1, 3]) == 4 and info.single_slice_dim([2, 3]) == 0
    assert _PartitionInfo([9, 3], [0, 0]).single_slice_dim([9, 2]) == 1
    assert _PartitionInfo([9, 3], [0, 0]).single_offset([9, 3]) == 0
    with pytest.raises(ValueError, match="would exceed"):
        info.single_slice_dim([6, 3])
    with pytest.raises(ValueError, match="could be either dimension 1 or 0"):
        info.single_slice_dim([1, 1])
