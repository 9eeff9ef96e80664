"""Set operations along the last axis of dense tensors (``DenseToDenseSetOperation``).

Mirrors the dense-by-dense path of ``tensorflow/python/ops/sets_impl.py``: each row of ``a``
(every axis but the last picks a row) is a set, compared with the same row of ``b``. The result
is sparse, as in TF: three tensors ``indices`` (int64, one ``[row..., j]`` per element),
``values`` (each row's elements in ascending order, repeats dropped) and ``dense_shape`` (the
leading axes, then the longest row). ``tf.losses`` needs it to check loss weights at run time
(``weights_broadcast.py``): the weight sizes that are neither 1 nor the loss's size are
``set_difference`` of the two. TF registers the op as not differentiable, and so does this
module.
Left out: sparse inputs (``DenseToSparseSetOperation``, ``SparseToSparseSetOperation``), the
``SparseTensor`` class (a plain ``SetResult`` triple stands in), and ``tf.sets`` on the surface.

>>> import scopelab as tf
>>> from scopelab.ops.set_operation_ops import set_difference
>>> g = tf.Graph()
>>> with g.as_default():
...     diff = set_difference([[3, 1, 3, 5], [2, 2, 2, 2]], [[1, 7], [9, 9]])
...     with tf.Session() as sess:
...         result = sess.run(list(diff))
>>> [r.tolist() for r in result]
[[[0, 0], [0, 1], [1, 0]], [3, 5, 2], [2, 2]]
"""
import collections

import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..gradients_impl.registry import NotDifferentiable
from .core import convert_to_tensor, kernel

# The dtypes TF's set ops accept.
_SET_DTYPES = (dtypes.int8, dtypes.int16, dtypes.int32, dtypes.int64, dtypes.uint8,
               dtypes.uint16, dtypes.string)

SetResult = collections.namedtuple("SetResult", ["indices", "values", "dense_shape"])


def set_difference(a, b, aminusb=True, validate_indices=True):
    """Per row of the last axis: the elements of ``a`` not in ``b`` (or of ``b`` not in ``a``
    when ``aminusb`` is False), as a sparse ``SetResult``."""
    g = graph_from_inputs((a, b))
    a = convert_to_tensor(a, name="a", graph=g)
    if a.dtype.base_dtype not in _SET_DTYPES:
        raise TypeError("'a' has invalid dtype `%s` not in supported dtypes: `%s`."
                        % (a.dtype, set(_SET_DTYPES)))
    b = convert_to_tensor(b, name="b", graph=g)
    if b.dtype.base_dtype != a.dtype.base_dtype:
        raise TypeError("Types don't match, %s vs %s." % (a.dtype, b.dtype))
    return dense_to_dense_set_operation(a, b, "a-b" if aminusb else "b-a", validate_indices)


def dense_to_dense_set_operation(set1, set2, set_operation, validate_indices=True, name=None):
    """The raw op: ``set_operation`` is "a-b", "b-a", "intersection" or "union"."""
    g = graph_from_inputs((set1, set2))
    with g.name_scope(name or "DenseToDenseSetOperation") as scope:
        dtype = set1.dtype.base_dtype
        rank = set1.shape.ndims if set1.shape.ndims is not None else set2.shape.ndims
        op = g._create_op("DenseToDenseSetOperation", [set1, set2],
                          [(dtypes.int64, [None, rank]), (dtype, [None]),
                           (dtypes.int64, [rank])],
                          g._op_name(scope),
                          {"validate_indices": validate_indices,
                           "set_operation": set_operation, "T": dtype})
        return SetResult(*op.outputs)


def _row_set(a_row, b_row, operation):
    if operation == "a-b":
        return np.setdiff1d(a_row, b_row)
    if operation == "b-a":
        return np.setdiff1d(b_row, a_row)
    if operation == "intersection":
        return np.intersect1d(a_row, b_row)
    return np.union1d(a_row, b_row)


def _shape_text(shape):
    return "[%s]" % ",".join(str(d) for d in shape)


@kernel("DenseToDenseSetOperation")
def _dense_to_dense_set_operation(op, a, b):
    for x in (a, b):
        if x.ndim < 2:
            raise ValueError("Shape %s has rank %d < 2" % (_shape_text(x.shape), x.ndim))
    if a.shape[:-1] != b.shape[:-1]:
        raise ValueError("Mismatched shapes %s vs %s" % (_shape_text(a.shape[:-1]),
                                                         _shape_text(b.shape[:-1])))
    lead = a.shape[:-1]
    a_rows, b_rows = a.reshape(-1, a.shape[-1]), b.reshape(-1, b.shape[-1])
    # One small sorted set per row: the loop runs over rows, numpy does each set.
    rows = [_row_set(x, y, op.attrs["set_operation"]) for x, y in zip(a_rows, b_rows)]
    counts = np.array([len(r) for r in rows], np.int64)
    row_ids = np.repeat(np.arange(len(rows)), counts)
    positions = np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)
    indices = np.column_stack(np.unravel_index(row_ids, lead) + (positions,)).astype(np.int64)
    values = np.concatenate(rows) if rows else np.zeros(0, a.dtype)
    width = counts.max() if counts.size else 0
    return indices, values.astype(a.dtype), np.array(lead + (width,), np.int64)


NotDifferentiable("DenseToDenseSetOperation")
