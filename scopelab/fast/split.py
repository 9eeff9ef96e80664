"""Split by plain slicing, and ConcatOffset in Python integers: an LSTM or GRU cell splits its
gates every step, and the gradient of its ``concat([x, h])`` runs ConcatOffset every step.

``np.split`` (the plain kernel) works out its pieces in Python through ``np.array_split``,
which takes 20 us for a [32, 256] batch cut in two; slicing gives the same views in a few.
An axis out of range or a size that does not divide goes to the plain kernel, for its error.

The plain ConcatOffset stacks the shapes into an array and takes a cumulative sum, a dozen
numpy calls for two short vectors: 5 us alone, some 25 us inside a training step, where the
code of those calls has left the cache. Adding the sizes along the axis in Python gives the
same offsets, one small array each. Shapes that are not integer vectors of one length and
dtype, an axis outside [0, rank), or a total its dtype cannot hold go to the plain kernel.

>>> import numpy as np
>>> class Op: attrs = {"num_split": 2}
>>> [p.tolist() for p in split(Op, np.int32(1), np.arange(4).reshape(1, 4))]
[[[0, 1]], [[2, 3]]]
>>> [o.tolist() for o in concat_offset(None, np.int32(1), np.array([2, 3]), np.array([2, 5]))]
[[0, 0], [0, 3]]
"""
import numpy as np

from ..ops import slice_ops  # noqa: F401 - registers the plain kernels first
from ..core.state import OPS
from .registry import kernel


@kernel("Split")
def split(op, axis, x):
    n, axis = op.attrs["num_split"], int(axis)
    if not -x.ndim <= axis < x.ndim or x.shape[axis] % n:
        return OPS["Split"].plain_kernel(op, axis, x)
    size, index = x.shape[axis] // n, [slice(None)] * x.ndim
    pieces = []
    for i in range(n):
        index[axis] = slice(i * size, (i + 1) * size)
        pieces.append(x[tuple(index)])
    return pieces[0] if n == 1 else tuple(pieces)


@kernel("ConcatOffset")
def concat_offset(op, concat_dim, *shapes):
    axis, first = int(concat_dim), shapes[0] if shapes else None
    if type(first) is not np.ndarray or first.ndim != 1 or not 0 <= axis < len(first) or \
            any(type(s) is not np.ndarray or s.shape != first.shape or s.dtype != first.dtype
                for s in shapes) or first.dtype.kind not in "iu":
        return OPS["ConcatOffset"].plain_kernel(op, concat_dim, *shapes)
    sizes = [int(s[axis]) for s in shapes]
    if sum(sizes) > np.iinfo(first.dtype).max:  # the plain kernel's wrap-around, not ours
        return OPS["ConcatOffset"].plain_kernel(op, concat_dim, *shapes)
    offsets, start = [], 0
    for size in sizes:
        offset = [0] * len(first)
        offset[axis] = start
        offsets.append(np.array(offset, first.dtype))
        start += size
    return tuple(offsets)
