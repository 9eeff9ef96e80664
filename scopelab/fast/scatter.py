"""ScatterAdd, ScatterSub and UnsortedSegmentSum with numpy's fast ``ufunc.at`` loop.

The plain kernels add rows with ``np.add.at(value, indices, updates)``: one row at a time, in
the order of the indices, as TF's CPU kernels do (that order matters for float rounding when an
index repeats). numpy runs ``at`` quickly only on one-dimensional operands: on rows it pays a
slow inner loop per row, and a word2vec step's three sparse updates (192 rows of a 50000 x 128
table) took half a millisecond.

So here the rows are flattened: the variable as one long vector (a view of the same memory),
the updates as one vector too, and for each update element the position of its element in the
variable (``row * row_size + column``). Each element then takes its updates in the order of the
indices, as in the plain kernel: the same operations in the same order, so the same bits.
A variable whose storage is not one contiguous block takes the plain kernel.

>>> value = np.zeros((3, 2), np.float32)
>>> subtract_rows(value, np.array([2, 0, 2]), np.ones((3, 2), np.float32))
>>> value.tolist()
[[-1.0, -1.0], [0.0, 0.0], [-2.0, -2.0]]
"""
import numpy as np

from ..ops import segment_ops, state_ops
from .registry import kernel


def _elements(indices, row_shape):
    """The flat positions of the elements of rows ``indices``, row after row."""
    row_size = int(np.prod(row_shape, dtype=np.int64))
    return ((indices.astype(np.int64) * row_size)[:, None] + np.arange(row_size)).ravel()


def _at(ufunc, value, indices, updates):
    """``ufunc.at(value, indices, updates)`` on rows, through the one-dimensional loop."""
    if value.flags.c_contiguous and value.ndim > 1:
        ufunc.at(value.reshape(-1), _elements(indices, value.shape[1:]), np.ravel(updates))
    else:
        ufunc.at(value, indices, updates)


def subtract_rows(value, indices, updates):
    """``value[i] -= updates[k]`` for each ``i = indices[k]``, in the order of ``k``."""
    _at(np.subtract, value, indices, updates)


kernel("ScatterSub")(state_ops.scatter_kernel(subtract_rows))
kernel("ScatterAdd")(state_ops.scatter_kernel(
    lambda value, indices, updates: _at(np.add, value, indices, updates)))


@kernel("UnsortedSegmentSum")
def _unsorted_segment_sum(op, data, ids, count):
    count = int(count)
    flat, rows = segment_ops.kept_rows(op, data, ids, count)
    out = np.zeros((count,) + rows.shape[1:], data.dtype)
    _at(np.add, out, flat, rows)
    return out
