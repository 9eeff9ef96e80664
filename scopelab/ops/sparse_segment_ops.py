"""Reducing picked rows by segment: ``tf.sparse_segment_sum`` / ``mean`` / ``sqrt_n`` and
their gradient ops (SparseSegmentSumGrad ...).

Mirrors those functions of ``math_ops``: row ``indices[i]`` of ``data`` goes to segment
``segment_ids[i]`` (sorted ids, as for ``tf.segment_sum``), so a bag of word ids becomes one
vector per sentence without gathering the rows first. Mean divides each segment by its count
N, sqrt_n by ``sqrt(N)``; a skipped segment id gives a row of zeros. The gradient op scatters
each segment's gradient back to the picked rows, scaled the same way, into ``output_dim0``
rows (a row picked twice gets both). Left out: the ``num_segments`` variants and
``sparse_gradient=True`` (IndexedSlices gradients).

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     data = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
...     s = tf.sparse_segment_mean(data, [0, 2, 1], [0, 0, 1])
...     with tf.Session() as sess:
...         value = sess.run(s)
>>> s.op.type, value.tolist()
('SparseSegmentMean', [[3.0, 4.0], [3.0, 4.0]])
"""
import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .core import convert_to_tensor, kernel, make_op, shape_error
from .segment_ops import check_index_types


def _sparse_segment_op(op_type, data, indices, segment_ids, name):
    g = graph_from_inputs((data, indices, segment_ids))
    with g.name_scope(name or op_type) as scope:
        data = convert_to_tensor(data, name="data", graph=g)
        indices = convert_to_tensor(indices, name="indices", graph=g)
        ids = convert_to_tensor(segment_ids, name="segment_ids", graph=g)
        check_index_types((("indices", indices), ("segment_ids", ids)))
        dtype = data.dtype.base_dtype
        attrs = {"T": dtype, "Tidx": indices.dtype.base_dtype,
                 "Tsegmentids": ids.dtype.base_dtype, "sparse_gradient": False}

        def shape(node):
            for t in (indices, ids):
                if t.shape.ndims not in (None, 1):
                    raise shape_error("Shape must be rank 1 but is rank %d" % t.shape.ndims,
                                      node, op_type, attrs, [data, indices, ids])
            if data.shape.dims is None:
                return TensorShape(None)
            return TensorShape([None] + list(data.shape.dims[1:]))
        return make_op(g, op_type, [data, indices, ids], scope, dtype, shape, attrs)


def sparse_segment_sum(data, indices, segment_ids, name=None, num_segments=None):
    """Row ``s``: the sum of ``data[indices[i]]`` over the i with ``segment_ids[i] == s``."""
    _no_num_segments(num_segments)
    return _sparse_segment_op("SparseSegmentSum", data, indices, segment_ids, name)


def sparse_segment_mean(data, indices, segment_ids, name=None, num_segments=None):
    _no_num_segments(num_segments)
    return _sparse_segment_op("SparseSegmentMean", data, indices, segment_ids, name)


def sparse_segment_sqrt_n(data, indices, segment_ids, name=None, num_segments=None):
    _no_num_segments(num_segments)
    return _sparse_segment_op("SparseSegmentSqrtN", data, indices, segment_ids, name)


def _no_num_segments(num_segments):
    if num_segments is not None:
        raise NotImplementedError("scopelab's sparse segment ops take no num_segments")


def _picked(op, rows, indices, ids):
    """TF's run-time checks; then the output row count and each segment's count N."""
    if indices.shape[0] != ids.shape[0]:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op,
            "segment_ids and indices should have same size.")
    bad = (indices < 0) | (indices >= rows)
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op,
            "Bad: indices[%d] == %d out of range [0, %d)" % (i, indices[i], rows))
    if ids.size and (ids[0] < 0 or np.any(ids[1:] < ids[:-1])):
        raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                           "segment ids are not increasing")
    out_rows = int(ids[-1]) + 1 if ids.size else 0
    return out_rows, np.bincount(ids.astype(np.int64), minlength=out_rows)


def _scale(norm, counts, dtype):
    counts = np.maximum(counts, 1).astype(dtype)
    return {"sum": None, "mean": 1 / counts, "sqrtn": 1 / np.sqrt(counts)}[norm]


def _forward(norm):
    def run(op, data, indices, ids):
        out_rows, counts = _picked(op, data.shape[0], indices, ids)
        out = np.zeros((out_rows,) + data.shape[1:], data.dtype)
        np.add.at(out, ids, data[indices])
        scale = _scale(norm, counts, data.dtype)
        if scale is not None:
            out *= scale.reshape((-1,) + (1,) * (data.ndim - 1))
        return out
    return run


def _backward(norm):
    def run(op, grad, indices, ids, output_dim0):
        rows = int(output_dim0)
        _, counts = _picked(op, rows, indices, ids)
        share = grad[ids]
        scale = _scale(norm, counts, grad.dtype)
        if scale is not None:
            share = share * scale[ids].reshape((-1,) + (1,) * (grad.ndim - 1))
        out = np.zeros((rows,) + grad.shape[1:], grad.dtype)
        np.add.at(out, indices, share)
        return out
    return run


for _norm, _type in (("sum", "SparseSegmentSum"), ("mean", "SparseSegmentMean"),
                     ("sqrtn", "SparseSegmentSqrtN")):
    kernel(_type)(_forward(_norm))
    kernel(_type + "Grad")(_backward(_norm))


def sparse_segment_grad(op_type, grad, indices, segment_ids, output_dim0):
    """The gradient op ``op_type`` ("SparseSegmentSumGrad" ...): ``output_dim0`` rows."""
    g = graph_from_inputs((grad, indices, segment_ids, output_dim0))
    with g.name_scope(op_type) as scope:
        dtype = grad.dtype.base_dtype
        attrs = {"T": dtype, "Tidx": indices.dtype.base_dtype,
                 "Tsegmentids": segment_ids.dtype.base_dtype}
        shape = TensorShape(None) if grad.shape.dims is None else TensorShape(
            [None] + list(grad.shape.dims[1:]))
        return make_op(g, op_type, [grad, indices, segment_ids, output_dim0], scope, dtype,
                       shape, attrs)

