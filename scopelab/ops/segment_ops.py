"""Summing rows by id: ``UnsortedSegmentSum``, and numbering distinct ids: ``Unique``.

Mirrors ``tf.unsorted_segment_sum`` (``math_ops``) and ``tf.unique`` (``array_ops``). They are
the two ops that turn sparse gradients (``IndexedSlices``: rows of values, each with the row
index it belongs to) back into something dense:

- ``unsorted_segment_sum(data, segment_ids, num_segments)`` adds each row of ``data`` into
  output row ``segment_ids[i]``; rows nothing lands in are zero, and negative ids are dropped.
  Converting an IndexedSlices to a Tensor is exactly this, with ``num_segments`` the first
  dense size;
- ``unique(x)`` gives the distinct values of a vector in order of first appearance, and for
  each entry the position of its value among them: an optimizer sums the rows of a repeated
  index with both before a sparse update.

The sorted segment ops and the other reductions (max, min, prod, mean) are in
``segment_reduction_ops.py``, built and checked as here. ``unique_with_counts`` adds how often
each distinct value occurs (the op UniqueWithCounts, whose shape function, unlike Unique's,
leaves a rank other than 1 to the run's error).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     rows = tf.constant([[1.0, 1.0], [2.0, 2.0], [4.0, 4.0]])
...     total = unsorted_segment_sum(rows, [2, 0, 2], 3)
...     y, idx = unique([5, 3, 5])
...     with tf.Session() as sess:
...         out = sess.run([total, y, idx])
>>> total.shape.as_list(), [a.tolist() for a in out]
([3, 2], [[[2.0, 2.0], [0.0, 0.0], [5.0, 5.0]], [5, 3], [0, 1, 0]])
"""
import collections

import numpy as np

from .. import dtypes, errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .core import convert_to_tensor, kernel, make_op, shape_error, static_value

_INDEX_TYPES = (dtypes.int32, dtypes.int64)


def unsorted_segment_sum(data, segment_ids, num_segments, name=None):
    """Row ``i`` of the result is the sum of the rows ``j`` of ``data`` with
    ``segment_ids[j] == i``; ``segment_ids`` may have several axes, which then index the
    leading axes of ``data``."""
    return unsorted_segment_op("UnsortedSegmentSum", data, segment_ids, num_segments, name)


def check_index_types(pairs):
    """TF's TypeError for an id or count argument that is not int32 or int64."""
    for arg, t in pairs:
        if t.dtype.base_dtype not in _INDEX_TYPES:
            raise TypeError("Value passed to parameter '%s' has DataType %s not in list of "
                            "allowed values: int32, int64" % (arg, t.dtype.base_dtype.name))


def unsorted_segment_op(op_type, data, segment_ids, num_segments, name):
    """An ``UnsortedSegment*`` op: ``num_segments`` rows, each reducing the rows of ``data``
    whose id is its index (the reductions share their inputs, checks and shapes)."""
    g = graph_from_inputs((data, segment_ids, num_segments))
    with g.name_scope(name or op_type) as scope:
        data = convert_to_tensor(data, name="data", graph=g)
        ids = convert_to_tensor(segment_ids, name="segment_ids", graph=g)
        count = convert_to_tensor(num_segments, name="num_segments", graph=g)
        check_index_types((("segment_ids", ids), ("num_segments", count)))
        dtype = data.dtype.base_dtype
        attrs = {"T": dtype, "Tindices": ids.dtype.base_dtype,
                 "Tnumsegments": count.dtype.base_dtype}

        def shape(node):
            inputs = [data, ids, count]
            if count.shape.ndims:
                raise shape_error("Shape must be rank 0 but is rank %d" % count.shape.ndims,
                                  node, op_type, attrs, inputs)
            if data.shape.dims is None or ids.shape.dims is None:
                return TensorShape(None)
            if data.shape.ndims < ids.shape.ndims:
                raise shape_error("Shape must be at least rank %d but is rank %d"
                                  % (ids.shape.ndims, data.shape.ndims), node, op_type, attrs,
                                  inputs)
            for a, b in zip(data.shape.dims, ids.shape.dims):
                if a is not None and b is not None and a != b:
                    raise shape_error("Dimensions must be equal, but are %d and %d" % (a, b),
                                      node, op_type, attrs, inputs)
            known = static_value(count)
            rows = None if known is None else int(known)
            return TensorShape([rows] + list(data.shape.dims[ids.shape.ndims:]))
        return make_op(g, op_type, [data, ids, count], scope, dtype, shape, attrs)


def kept_rows(op, data, ids, count):
    """(ids, rows) of an unsorted segment op's inputs: ``data`` as one row per id, both
    without the rows of negative ids (which TF drops); ids past ``count`` are TF's error."""
    flat = np.ravel(ids)
    rows = data.reshape((flat.size,) + data.shape[ids.ndim:])
    bad = np.flatnonzero(flat >= count)
    if bad.size:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "segment_ids[%d] = %d is out of range [0, %d)"
            % (bad[0], flat[bad[0]], count))
    keep = flat >= 0
    return flat[keep], rows[keep]


@kernel("UnsortedSegmentSum")
def _unsorted_segment_sum(op, data, ids, count):
    count = int(count)
    flat, rows = kept_rows(op, data, ids, count)
    out = np.zeros((count,) + rows.shape[1:], data.dtype)
    np.add.at(out, flat, rows)
    return out


UniqueResult = collections.namedtuple("Unique", ["y", "idx"])


def unique(x, out_idx=dtypes.int32, name=None):
    """(y, idx): the distinct values of vector ``x`` in order of first appearance, and for
    each entry of ``x`` the position of its value in ``y`` (``x == gather(y, idx)``)."""
    g = graph_from_inputs((x,))
    with g.name_scope(name or "Unique") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        out_idx = dtypes.as_dtype(out_idx)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "out_idx": out_idx}
        node = g._op_name(scope)
        if x.shape.ndims not in (None, 1):
            raise shape_error("Shape must be rank 1 but is rank %d" % x.shape.ndims, node,
                              "Unique", attrs, [x])
        op = g._create_op("Unique", [x], [(dtype, [None]), (out_idx, x.shape)], node, attrs)
        return UniqueResult(*op.outputs)


UniqueWithCountsResult = collections.namedtuple("UniqueWithCounts", ["y", "idx", "count"])


def unique_with_counts(x, out_idx=dtypes.int32, name=None):
    """(y, idx, count): ``unique``'s two results and how often each value of ``y`` occurs."""
    g = graph_from_inputs((x,))
    with g.name_scope(name or "UniqueWithCounts") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        out_idx = dtypes.as_dtype(out_idx)
        dtype = x.dtype.base_dtype
        op = g._create_op("UniqueWithCounts", [x],
                          [(dtype, [None]), (out_idx, x.shape), (out_idx, [None])],
                          g._op_name(scope), {"T": dtype, "out_idx": out_idx})
        return UniqueWithCountsResult(*op.outputs)


def _first_appearance(x):
    """The distinct values of ``x`` in order of first appearance, each entry's position among
    them, and how often each occurs."""
    values, first, inverse, counts = np.unique(x, return_index=True, return_inverse=True,
                                               return_counts=True)
    # np.unique sorts; TF keeps the order in which values first appear.
    order = np.argsort(first, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(order.size)
    return values[order], rank[inverse.ravel()], counts[order]


@kernel("Unique")
def _unique(op, x):
    values, idx, _ = _first_appearance(x)
    return values, idx.astype(op.attrs["out_idx"].as_numpy_dtype)


@kernel("UniqueWithCounts")
def _unique_with_counts(op, x):
    if x.ndim != 1:
        raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                           "unique expects a 1D vector.")
    index_type = op.attrs["out_idx"].as_numpy_dtype
    values, idx, counts = _first_appearance(x)
    return values, idx.astype(index_type), counts.astype(index_type)
