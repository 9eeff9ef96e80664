"""Counting values: ``tf.bincount`` (DenseBincount), ``tf.histogram_fixed_width``
(HistogramFixedWidth) and ``tf.searchsorted`` (LowerBound / UpperBound).

Mirrors ``bincount_ops.bincount``, ``histogram_ops.histogram_fixed_width`` and
``array_ops.searchsorted``:

- ``bincount(arr)`` counts how often each value 0, 1, ... occurs (or sums ``weights`` per
  value). The length is worked out in the graph, as TF does it: ``(size(arr) > 0) *
  (reduce_max(arr) + 1)``, raised to ``minlength`` (a ``Maximum``) and cut to ``maxlength`` (a
  ``Minimum``; larger values are then skipped). Both inputs are flattened (``Reshape``) before
  the ``DenseBincount`` op; without weights it gets an empty weights Const of ``dtype``, and
  with weights the counts have the weights' dtype (``dtype`` is then ignored, as in TF1);
- ``histogram_fixed_width(values, [lo, hi], nbins)`` counts the values in ``nbins`` equal bins
  over ``[lo, hi)``; values below ``lo`` go into the first bin and those from ``hi`` on into
  the last;
- ``searchsorted(sorted_sequence, values)`` gives, row by row, where each value would be
  inserted to keep the row sorted: before equal entries (``side="left"``, LowerBound) or after
  them (UpperBound). Both are flattened to 2-D (``Reshape``) around the op and the result shaped
  like ``values`` again.

None has a gradient (TF registers none). Left out: ``axis`` and ``binary_output`` of TF2's
``tf.math.bincount``, and SparseTensor or ragged inputs.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     counts = tf.bincount(tf.constant([1, 1, 3]))
...     where = tf.searchsorted([1.0, 2.0, 3.0], [2.0, 2.5], side="right")
...     with tf.Session() as sess:
...         print(sess.run([counts, where]))
[array([0, 2, 0, 1], dtype=int32), array([2, 2], dtype=int32)]
"""
import numpy as np

from .. import dtypes, errors
from ..default_graph import graph_from_inputs
from . import array_ops, grad_ops, math_ops, reduction_ops
from .core import constant, convert_input, convert_to_tensor, kernel, make_op, shape_error, \
    static_value


def bincount(arr, weights=None, minlength=None, maxlength=None, dtype=dtypes.int32):
    """How often each value ``0 .. max(arr)`` occurs in ``arr`` (the sum of its ``weights``)."""
    g = graph_from_inputs((arr, weights))
    with g.name_scope("bincount"):
        arr = convert_to_tensor(arr, name="arr", graph=g)
        if weights is not None:
            weights = convert_to_tensor(weights, name="weights", graph=g)
        if not arr.dtype.is_integer:
            arr = math_ops.cast(arr, dtypes.int32)
        nonempty = grad_ops.size(arr) > 0
        length = math_ops.cast(nonempty, arr.dtype) * (reduction_ops.reduce_max(arr) + 1)
        if minlength is not None:
            minlength = convert_to_tensor(minlength, dtype=arr.dtype, name="minlength", graph=g)
            length = math_ops.maximum(minlength, length)
        if maxlength is not None:
            maxlength = convert_to_tensor(maxlength, dtype=arr.dtype, name="maxlength", graph=g)
            length = math_ops.minimum(maxlength, length)
        if weights is not None:
            weights = array_ops.reshape(weights, [-1])
        arr = array_ops.reshape(arr, [-1])
        if weights is None:
            weights = constant([], dtype, graph=g)
        return _dense_bincount(g, arr, length, weights)


def _dense_bincount(g, arr, size, weights):
    with g.name_scope("DenseBincount") as scope:
        attrs = {"Tidx": arr.dtype.base_dtype, "T": weights.dtype.base_dtype,
                 "binary_output": False}
        known = static_value(size)
        length = None if known is None else int(known)
        if arr.shape.ndims not in (None, 1):
            shape = [None, length]
        else:
            shape = [length]
        return make_op(g, "DenseBincount", [arr, size, weights], scope,
                       weights.dtype.base_dtype, shape, attrs)


@kernel("DenseBincount")
def _dense_bincount_kernel(op, arr, size, weights):
    size = int(size)
    if np.any(arr < 0):
        raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                           "Input arr must be non-negative!")
    if weights.size and weights.shape != arr.shape:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op,
            "`weights` must be the same shape as `arr` or a length-0 `Tensor`, in which case "
            "it acts as all weights equal to 1. Received %s"
            % ("[%s]" % ",".join(str(d) for d in weights.shape)))
    keep = arr < size  # values from the length on are skipped (maxlength cut them off)
    out = np.zeros(size, weights.dtype)
    np.add.at(out, arr[keep], weights[keep] if weights.size else 1)
    return out


# ---------------------------------------------------------------------- histograms
def histogram_fixed_width(values, value_range, nbins=100, dtype=dtypes.int32, name=None):
    """How many ``values`` fall in each of ``nbins`` equal bins over ``value_range``."""
    g = graph_from_inputs((values, value_range, nbins))
    with g.name_scope(name or "histogram_fixed_width") as scope:
        values = convert_to_tensor(values, name="values", graph=g)
        value_range = convert_input(value_range, values.dtype, "HistogramFixedWidth",
                                    "value_range", "values", g)
        nbins = convert_to_tensor(nbins, dtype=dtypes.int32, name="nbins", graph=g)
        dtype = dtypes.as_dtype(dtype)
        attrs = {"T": values.dtype.base_dtype, "dtype": dtype}
        inputs = [values, value_range, nbins]

        def shape(node):
            if value_range.shape.ndims not in (None, 1):
                raise shape_error("Shape must be rank 1 but is rank %d"
                                  % value_range.shape.ndims, node, "HistogramFixedWidth", attrs,
                                  inputs)
            if nbins.shape.ndims not in (None, 0):
                raise shape_error("Shape must be rank 0 but is rank %d" % nbins.shape.ndims,
                                  node, "HistogramFixedWidth", attrs, inputs)
            known = static_value(nbins)
            if known is None:
                return [None]
            if known <= 0:
                raise shape_error("Requires nbins > 0: %d" % known, node, "HistogramFixedWidth",
                                  attrs, inputs, " and with computed input tensors: "
                                  "input[2] = <%d>" % known)
            return [int(known)]
        return make_op(g, "HistogramFixedWidth", inputs, scope, dtype, shape, attrs)


@kernel("HistogramFixedWidth")
def _histogram_fixed_width(op, values, value_range, nbins):
    low, high = value_range[0], value_range[1]
    if not low < high:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "value_range should satisfy value_range[0] < "
            "value_range[1], but got '[%s, %s]'" % (_number(low), _number(high)))
    nbins = int(nbins)
    # TF computes each bin in double: floor((v - lo) / (hi - lo) * nbins), clamped to the bins.
    scaled = (np.ravel(values).astype(np.float64) - float(low)) / (float(high) - float(low))
    bins = np.clip(np.floor(scaled * nbins), 0, nbins - 1).astype(np.int64)
    return np.bincount(bins, minlength=nbins).astype(op.attrs["dtype"].as_numpy_dtype)


def _number(v):
    """A number as TF's messages print it (1, not 1.0)."""
    return "%g" % v


# ---------------------------------------------------------------------- searchsorted
def searchsorted(sorted_sequence, values, side="left", out_type=dtypes.int32, name=None):
    """For each row of ``values``, where its entries go in the matching sorted row."""
    # TF converts a Python list once for each op that takes it (Shape/Const, Reshape/tensor),
    # and reads the shapes as TF's internal callers do (a known one: Shape/shape_as_tensor).
    sequence_size = array_ops.shape(sorted_sequence, out_type=None)[-1]
    values_size = array_ops.shape(values, out_type=None)[-1]
    sequence_2d = array_ops.reshape(sorted_sequence, [-1, sequence_size])
    values_2d = array_ops.reshape(values, [-1, values_size])
    if side not in ("left", "right"):  # checked only once the reshapes are built, as in TF
        raise ValueError("Argument `side` must be either 'right' or 'left'. Received: `side` = "
                         "'%s'." % side)
    op_type = "UpperBound" if side == "right" else "LowerBound"
    g = graph_from_inputs((sequence_2d, values_2d))
    with g.name_scope(name or op_type) as scope:
        values_2d = convert_input(values_2d, sequence_2d.dtype, op_type, "values",
                                  "sorted_inputs", g)
        out_type = dtypes.as_dtype(out_type)
        found = make_op(g, op_type, [sequence_2d, values_2d], scope, out_type, values_2d.shape,
                        {"T": sequence_2d.dtype.base_dtype, "out_type": out_type})
    return array_ops.reshape(found, array_ops.shape(values, out_type=None))


def _bound(side):
    def run(op, sequence, values):
        out = [np.searchsorted(row, v, side=side) for row, v in zip(sequence, values)]
        return np.array(out, op.attrs["out_type"].as_numpy_dtype).reshape(values.shape)
    return run


kernel("LowerBound")(_bound("left"))
kernel("UpperBound")(_bound("right"))
