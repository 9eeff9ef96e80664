"""How a StridedSlice's begin, end, strides and bit masks describe its piece of a tensor.

The shared arithmetic of ``tensor[...]`` (indexing_ops.py), ``tf.strided_slice`` and its
gradient (slice_ops.py): the numpy index the bounds and masks stand for, and the static shape
of the piece as far as the graph fixes the bounds. It mirrors what TF's C++ shape inference of
StridedSlice does; it builds no ops.

>>> index_tuple([1, 0], [3, 0], [1, 1], dict(begin_mask=0, end_mask=2, ellipsis_mask=0,
...                                          new_axis_mask=0, shrink_axis_mask=0))
(slice(1, 3, 1), slice(0, None, 1))
"""
import numpy as np

from ..core.shapes import TensorShape

# A bound the graph does not fix (a tensor's value, known only when run).
_UNKNOWN = object()


def index_tuple(begin, end, strides, masks):
    """The numpy index a StridedSlice describes (its bounds as lists of ints)."""
    index = []
    for i, (b, e, s) in enumerate(zip(begin, end, strides)):
        bit = 1 << i
        if masks["ellipsis_mask"] & bit:
            index.append(Ellipsis)
        elif masks["new_axis_mask"] & bit:
            index.append(None)
        elif masks["shrink_axis_mask"] & bit:
            index.append(b)
        else:
            index.append(slice(None if masks["begin_mask"] & bit else b,
                               None if masks["end_mask"] & bit else e, s))
    return tuple(index)


def sliced_shape(shape, bounds, masks):
    """The static shape of a StridedSlice of an input of static shape ``shape``, given the
    values of its begin, end and strides as far as the graph fixes them (``bounds``: three
    arrays, None for a tensor it does not fix).

    As in TF's shape inference, unknown strides leave even the rank unknown; an unknown begin
    or end leaves unknown the size of every axis whose mask does not cover it.
    """
    begin, end, strides = [None if b is None else np.ravel(b).tolist() for b in bounds]
    if shape.dims is None or strides is None:
        return TensorShape(None)
    count = len(strides)
    index = index_tuple(begin if begin is not None else [_UNKNOWN] * count,
                        end if end is not None else [_UNKNOWN] * count, strides, masks)
    # Follow each input axis through the index: a slice keeps it (resized), an int drops it.
    result, axis = [], 0
    for item in _expand(index, len(shape.dims)):
        if item is None:
            result.append(1)
        elif isinstance(item, slice):
            size = shape.dims[axis]
            unknown = size is None or _UNKNOWN in (item.start, item.stop)
            result.append(None if unknown else len(range(*item.indices(size))))
            axis += 1
        else:
            axis += 1
    return TensorShape(result)


def _expand(index, ndim):
    """``index`` with its Ellipsis replaced by full slices."""
    real = sum(1 for i in index if i is not None and i is not Ellipsis)
    out = []
    for item in index:
        if item is Ellipsis:
            out += [slice(None)] * (ndim - real)
        else:
            out.append(item)
    return out + [slice(None)] * (ndim - sum(1 for i in out if i is not None))
