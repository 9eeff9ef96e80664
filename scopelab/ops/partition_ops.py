"""Splitting rows by a partition number, and stitching them back: ``DynamicPartition`` and
``ParallelDynamicStitch``.

Mirrors ``data_flow_ops.dynamic_partition`` / ``parallel_dynamic_stitch``. A table split over
several variables (a partitioned embedding) is read in three steps: ``dynamic_partition`` sends
each id to the part that holds its row, each part gathers its rows, and
``parallel_dynamic_stitch`` puts the rows back in the order of the ids:

- ``dynamic_partition(data, partitions, n)``: ``n`` outputs; output ``p`` holds the rows of
  ``data`` whose ``partitions`` entry is ``p``, in their original order;
- ``parallel_dynamic_stitch(indices, data)``: ``out[indices[i][j]] = data[i][j]``, the inverse
  when ``indices`` are the partitioned positions (``dynamic_partition(range(n), ...)``).

``dynamic_stitch`` (one piece after another) shares the kernel; the reductions' gradients use it.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     ids = tf.constant([10, 11, 12, 13])
...     odd, even = dynamic_partition(ids, [1, 0, 1, 0], 2)
...     where = dynamic_partition(tf.range(4), [1, 0, 1, 0], 2)
...     back = parallel_dynamic_stitch(where, [odd, even])
...     with tf.Session() as sess:
...         out = sess.run([odd, even, back])
>>> [a.tolist() for a in out]
[[11, 13], [10, 12], [10, 11, 12, 13]]
"""
import numpy as np

from .. import dtypes, errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .core import convert_to_tensor, kernel, list_input, make_op, shape_error, static_value


def dynamic_partition(data, partitions, num_partitions, name=None):
    """``num_partitions`` tensors: output p holds the rows of ``data`` where ``partitions``
    is p (``partitions`` indexes the leading axes of ``data``)."""
    g = graph_from_inputs((data, partitions))
    with g.name_scope(name or "DynamicPartition") as scope:
        data = convert_to_tensor(data, name="data", graph=g)
        partitions = convert_to_tensor(partitions, dtype=dtypes.int32, name="partitions",
                                       graph=g)
        dtype = data.dtype.base_dtype
        attrs = {"T": dtype, "num_partitions": int(num_partitions)}
        node = g._op_name(scope)
        rank = partitions.shape.ndims
        if data.shape.dims is None or rank is None:
            shape = TensorShape(None)
        else:
            lead = TensorShape(data.shape.dims[:rank])
            if len(lead.dims) < rank or not lead.is_compatible_with(partitions.shape):
                raise shape_error("Shapes must be equal rank, but are %d and %d"
                                  % (len(lead.dims), rank), node, "DynamicPartition", attrs,
                                  [data, partitions])
            shape = TensorShape([None] + list(data.shape.dims[rank:]))
        op = g._create_op("DynamicPartition", [data, partitions],
                          [(dtype, shape)] * int(num_partitions), node, attrs)
        return list(op.outputs)


@kernel("DynamicPartition")
def _dynamic_partition(op, data, partitions):
    n = op.attrs["num_partitions"]
    flat = np.ravel(partitions)
    bad = np.flatnonzero((flat < 0) | (flat >= n))
    if bad.size:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "partitions[%d] = %d is not in [0, %d)"
            % (bad[0], flat[bad[0]], n))
    rows = np.reshape(data, flat.shape + np.shape(data)[np.ndim(partitions):])
    # A stable sort keeps each part's rows in their original order.
    order = np.argsort(flat, kind="stable")
    bounds = np.searchsorted(flat[order], np.arange(1, n))
    return tuple(rows[part] for part in np.split(order, bounds))


def _check_lists(indices, data, op):
    """Both arguments are lists, one piece of data per index list (TF's op wrapper checks)."""
    list_input(indices, "indices", op)
    list_input(data, "data", op)
    if len(data) != len(indices):
        raise ValueError("List argument 'data' to '%s' Op with length %d must match length %d "
                         "of argument 'indices'." % (op, len(data), len(indices)))


def parallel_dynamic_stitch(indices, data, name=None):
    """One tensor with ``out[indices[i][j]] = data[i][j]``; its first size is one more than
    the largest index."""
    _check_lists(indices, data, "parallel_dynamic_stitch")
    g = graph_from_inputs(list(indices) + list(data))
    with g.name_scope(name or "ParallelDynamicStitch") as scope:
        indices = [convert_to_tensor(t, dtype=dtypes.int32, name="indices", graph=g)
                   for t in indices]
        data = [convert_to_tensor(t, name="data", graph=g) for t in data]
        dtype = data[0].dtype.base_dtype
        rows = None
        known = [static_value(t) for t in indices]
        if all(k is not None for k in known):
            rows = 1 + max((int(np.max(k)) for k in known if np.size(k)), default=-1)
        first, rank = data[0].shape.dims, indices[0].shape.ndims
        piece = None if first is None or rank is None else list(first[rank:])
        shape = TensorShape(None) if piece is None else TensorShape([rows] + piece)
        return make_op(g, "ParallelDynamicStitch", indices + data, scope, dtype, shape,
                       {"N": len(indices), "T": dtype})


def dynamic_stitch(indices, data, name=None):
    """``out[indices[i]] = data[i]``: merges pieces into one tensor (``tf.dynamic_stitch``).

    The output has as many rows as the largest index says, when the indices are known while
    the graph is built; the rest of its shape is what each index addresses in ``data``."""
    _check_lists(indices, data, "dynamic_stitch")
    g = graph_from_inputs(list(indices) + list(data))
    with g.name_scope(name or "DynamicStitch") as scope:
        indices = [convert_to_tensor(t, dtypes.int32, "indices_%d" % i, graph=g)
                   for i, t in enumerate(indices)]
        data = [convert_to_tensor(t, name="data_%d" % i, graph=g) for i, t in enumerate(data)]
        known = [static_value(i) for i in indices]
        rows = None if any(k is None for k in known) else \
            1 + max((int(np.max(k)) for k in known if np.size(k)), default=-1)
        ndim, dims = indices[0].shape.ndims, data[0].shape.dims
        piece = None if ndim is None or dims is None else list(dims[ndim:])
        dtype = data[0].dtype.base_dtype
        return make_op(g, "DynamicStitch", indices + data, scope, dtype,
                       None if piece is None else [rows] + piece, {"N": len(indices), "T": dtype})


@kernel("DynamicStitch", shape_arithmetic=True)
@kernel("ParallelDynamicStitch")
def _dynamic_stitch(op, *args):
    n = op.attrs["N"]
    indices, data = args[:n], args[n:]
    size_ = 1 + max((int(np.max(i)) for i in indices if np.size(i)), default=-1)
    piece = np.shape(data[0])[np.ndim(indices[0]):]  # the shape each index addresses
    out = np.zeros((size_,) + piece, dtype=np.asarray(data[0]).dtype)
    for idx, values in zip(indices, data):
        out[np.asarray(idx)] = values
    return out
