"""Reducing rows by segment: ``tf.segment_sum`` / ``mean`` / ``max`` / ``min`` / ``prod`` (ids
sorted) and ``tf.unsorted_segment_max`` / ``min`` / ``prod`` / ``mean`` / ``sqrt_n``.

Mirrors those functions of ``math_ops``. A segment is the set of rows of ``data`` that share
an id; each reduction gives one output row per segment:

- the sorted ops (SegmentSum ...) take a vector of ids that never decreases, and give
  ``ids[-1] + 1`` rows: ids the vector skips get a row too, 0 (1 for prod). Their static shape
  therefore starts with an unknown size. Ids that decrease, or a negative first id, are TF's
  InvalidArgumentError when the graph runs;
- the unsorted ops (UnsortedSegmentMax ...) take ``num_segments``, so the size is known, and
  ids in any order and of any shape that starts ``data``'s shape; rows of negative ids are
  dropped. An empty segment's max is the dtype's lowest value, its min the highest, as in TF;
- ``unsorted_segment_mean`` and ``sqrt_n`` are not ops but TF's Python composites: the sum
  divided by each segment's row count N (at least 1), or by ``sqrt(N)``.

``unsorted_segment_sum`` is in ``segment_ops.py``; the gradients in
``gradients_impl/segment_grad.py``. Left out: the sparse segment ops.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     data = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
...     s = tf.segment_max(data, [0, 0, 2])
...     u = tf.unsorted_segment_mean(data, [1, -1, 1], 2)
...     with tf.Session() as sess:
...         values = sess.run([s, u])
>>> s.shape.as_list(), u.shape.as_list(), [v.tolist() for v in values]
([None, 2], [2, 2], [[[3.0, 4.0], [0.0, 0.0], [5.0, 6.0]], [[0.0, 0.0], [3.0, 4.0]]])
"""
import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from . import array_ops, math_ops
from .core import convert_to_tensor, kernel, make_op, shape_error
from .indexing_ops import concat, newaxis
from .segment_ops import check_index_types, kept_rows, unsorted_segment_op, unsorted_segment_sum


# ---------------------------------------------------------------------- sorted ids
def _sorted_segment_op(op_type, data, segment_ids, name):
    g = graph_from_inputs((data, segment_ids))
    with g.name_scope(name or op_type) as scope:
        data = convert_to_tensor(data, name="data", graph=g)
        ids = convert_to_tensor(segment_ids, name="segment_ids", graph=g)
        check_index_types((("segment_ids", ids),))
        dtype = data.dtype.base_dtype
        attrs = {"T": dtype, "Tindices": ids.dtype.base_dtype}

        def shape(node):
            if ids.shape.ndims not in (None, 1):
                raise shape_error("Shape must be rank 1 but is rank %d" % ids.shape.ndims,
                                  node, op_type, attrs, [data, ids])
            if data.shape.dims is None:
                return TensorShape(None)
            return TensorShape([None] + list(data.shape.dims[1:]))
        return make_op(g, op_type, [data, ids], scope, dtype, shape, attrs)


def segment_sum(data, segment_ids, name=None):
    """Row ``i``: the sum of the rows whose (sorted) id is ``i``."""
    return _sorted_segment_op("SegmentSum", data, segment_ids, name)


def segment_mean(data, segment_ids, name=None):
    return _sorted_segment_op("SegmentMean", data, segment_ids, name)


def segment_max(data, segment_ids, name=None):
    return _sorted_segment_op("SegmentMax", data, segment_ids, name)


def segment_min(data, segment_ids, name=None):
    return _sorted_segment_op("SegmentMin", data, segment_ids, name)


def segment_prod(data, segment_ids, name=None):
    return _sorted_segment_op("SegmentProd", data, segment_ids, name)


def _segment_starts(op, data, ids):
    """(first row of each run of equal ids, those ids, output rows), after TF's checks."""
    if ids.shape[0] != data.shape[0]:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op,
            "segment_ids should be the same size as dimension 0 of input.")
    starts = np.flatnonzero(np.r_[True, ids[1:] != ids[:-1]]) if ids.size else ids[:0]
    firsts = ids[starts]
    rows = int(ids[-1]) + 1 if ids.size else 0
    if firsts.size and firsts[0] < 0:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "Segment id %d out of range [0, %d), possibly "
            "because 'segment_ids' input is not sorted." % (firsts[0], rows))
    if np.any(firsts[1:] < firsts[:-1]):
        raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                           "segment ids are not increasing")
    return starts, firsts, rows


def _sorted_kernel(ufunc, empty):
    """Each run of equal ids reduced with ``ufunc.reduceat``; skipped ids get ``empty``."""
    def run(op, data, ids):
        starts, firsts, rows = _segment_starts(op, data, ids)
        out = np.full((rows,) + data.shape[1:], empty, data.dtype)
        if starts.size:
            out[firsts] = ufunc.reduceat(data, starts, axis=0)
        return out
    return run


@kernel("SegmentMean")
def _segment_mean(op, data, ids):
    starts, firsts, rows = _segment_starts(op, data, ids)
    out = np.zeros((rows,) + data.shape[1:], data.dtype)
    if starts.size:
        counts = np.diff(np.r_[starts, ids.size]).reshape((-1,) + (1,) * (data.ndim - 1))
        sums = np.add.reduceat(data, starts, axis=0)
        if data.dtype.kind == "f":
            out[firsts] = sums / counts.astype(data.dtype)
        else:  # whole numbers: the quotient truncated toward 0, as C++ divides
            out[firsts] = (sums / counts).astype(data.dtype)
    return out


kernel("SegmentSum")(_sorted_kernel(np.add, 0))
kernel("SegmentMax")(_sorted_kernel(np.maximum, 0))
kernel("SegmentMin")(_sorted_kernel(np.minimum, 0))
kernel("SegmentProd")(_sorted_kernel(np.multiply, 1))


# ---------------------------------------------------------------------- unsorted ids
def unsorted_segment_max(data, segment_ids, num_segments, name=None):
    return unsorted_segment_op("UnsortedSegmentMax", data, segment_ids, num_segments, name)


def unsorted_segment_min(data, segment_ids, num_segments, name=None):
    return unsorted_segment_op("UnsortedSegmentMin", data, segment_ids, num_segments, name)


def unsorted_segment_prod(data, segment_ids, num_segments, name=None):
    return unsorted_segment_op("UnsortedSegmentProd", data, segment_ids, num_segments, name)


def _lowest(dtype):
    return np.finfo(dtype).min if dtype.kind == "f" else np.iinfo(dtype).min


def _highest(dtype):
    return np.finfo(dtype).max if dtype.kind == "f" else np.iinfo(dtype).max


def _unsorted_kernel(ufunc, empty):
    def run(op, data, ids, count):
        count = int(count)
        flat, rows = kept_rows(op, data, ids, count)
        out = np.full((count,) + rows.shape[1:], empty(data.dtype), data.dtype)
        ufunc.at(out, flat, rows)
        return out
    return run


kernel("UnsortedSegmentMax")(_unsorted_kernel(np.maximum, _lowest))
kernel("UnsortedSegmentMin")(_unsorted_kernel(np.minimum, _highest))
kernel("UnsortedSegmentProd")(_unsorted_kernel(np.multiply, lambda dtype: 1))


def _segment_counts(data, segment_ids, num_segments):
    """Each segment's row count (at least 1), shaped to divide the segment sums."""
    num_segments = convert_to_tensor(num_segments)
    ones = array_ops.ones(array_ops.shape(segment_ids, out_type=None), dtype=data.dtype)
    n = unsorted_segment_sum(ones, segment_ids, num_segments)
    first = num_segments[newaxis]
    extra = array_ops.ones([array_ops.rank(data) - array_ops.rank(segment_ids)],
                           dtype=num_segments.dtype)
    n = array_ops.reshape(n, concat([first, extra], axis=0))
    return math_ops.maximum(n, 1)


def _unsorted_segment_divided(default_name, data, segment_ids, num_segments, name, scale):
    g = graph_from_inputs((data, segment_ids, num_segments))
    with g.name_scope(name or default_name):
        data = convert_to_tensor(data, graph=g)
        segment_ids = convert_to_tensor(segment_ids, graph=g)
        n = _segment_counts(data, segment_ids, num_segments)
        summed = unsorted_segment_sum(data, segment_ids, num_segments)
        return summed / scale(n)


def unsorted_segment_mean(data, segment_ids, num_segments, name=None):
    """Each segment's mean row (0 for an empty segment)."""
    return _unsorted_segment_divided("UnsortedSegmentMean", data, segment_ids, num_segments,
                                     name, lambda n: n)


def unsorted_segment_sqrt_n(data, segment_ids, num_segments, name=None):
    """Each segment's sum divided by the square root of its row count."""
    return _unsorted_segment_divided("UnsortedSegmentSqrtN", data, segment_ids, num_segments,
                                     name, math_ops.sqrt)
