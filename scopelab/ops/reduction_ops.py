"""Reductions: Sum, Mean, Prod, Max, Min and EuclideanNorm (the square root of the sum of
squares, ``tf.math.reduce_euclidean_norm``) over some axes, or all of them.

Mirrors the ``reduce_*`` functions of ``math_ops.py``. Without ``axis`` every axis goes: a Const
``[0, 1, ...]`` when the rank is known, else ``Range(0, Rank(x))`` computed when run.
``keepdims`` keeps each reduced axis as size 1 (TF1 also spells it ``keep_dims``, and ``axis``
``reduction_indices``).
``reduce_all``/``reduce_any`` are in ``logical_ops``, ``reduce_logsumexp`` and
``count_nonzero`` in ``composite_reduction_ops``.
Left out: complex numbers.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1.0, 2.0], [3.0, 4.0]], name="x")
...     col = tf.reduce_sum(x, 0, keepdims=True)
...     total = tf.reduce_mean(x)
...     with tf.Session() as sess:
...         values = sess.run([col, total])
>>> col.shape, values[0].tolist(), float(values[1]), [op.name for op in g.get_operations()]
(TensorShape([Dimension(1), Dimension(2)]), [[4.0, 6.0]], 2.5, ['x', 'Sum/reduction_indices', 'Sum', 'Const', 'Mean'])
"""
import math

import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from . import array_ops
from .core import constant, convert_to_tensor, kernel, make_op, shape_error, static_value


def _all_axes(x, g):
    """The axes to reduce when none are given: a Const if the rank is known, else
    ``Range(0, Rank)``. A Python value has no shape yet, so it takes the second way, as in TF
    (its Rank is then a Const, and the value is converted once more for the reduction)."""
    if isinstance(x, Tensor) or hasattr(x, "_as_tensor"):
        if not hasattr(x, "_dense_tensor"):  # an IndexedSlices knows its shape unconverted
            x = convert_to_tensor(x)
        if x.shape.ndims:
            return constant(np.arange(x.shape.ndims, dtype=np.int32), graph=g)
    rank = array_ops.rank(x)
    with g.name_scope("range") as scope:
        start = constant(0, dtypes.int32, name="start", graph=g)
        delta = constant(1, dtypes.int32, name="delta", graph=g)
        # TF's shape inference reads a Rank it can fold: Range(0, 0) has shape [0].
        known = static_value(rank)
        return make_op(g, "Range", [start, rank, delta], scope, dtypes.int32,
                       [None if known is None else int(known)], {"Tidx": dtypes.int32})


def _reduce(op_type, x, axis, keepdims, name, convert_input=None):
    g = graph_from_inputs((x,))
    axes = _all_axes(x, g) if axis is None else None
    with g.name_scope(name or op_type) as scope:
        if convert_input is None:
            x = convert_to_tensor(x, name="input", graph=g)
        else:
            x = convert_input(x, g)
        if axes is None:
            if isinstance(axis, (list, tuple)) and not axis:
                # TF converts an empty list with the default type first, float32, finds it
                # not an index type and converts again: the float Const stays, unused.
                constant([], dtypes.float32, name="reduction_indices", graph=g)
            axes = convert_to_tensor(axis, dtype=dtypes.int32, name="reduction_indices", graph=g)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "Tidx": dtypes.int32, "keep_dims": bool(keepdims)}
        if convert_input is not None:
            del attrs["T"]  # an op with its own input rule (All, Any: bool only) has no T

        def shape(node):
            dims = x.shape.dims
            known = static_value(axes)  # a Range over a known Rank counts too
            if dims is None or known is None:
                # Reducing everything without keepdims gives a scalar whatever the rank; with
                # keepdims the rank stays, whichever axes are reduced.
                if keepdims and dims is not None:
                    return [None] * len(dims)
                return [] if axis is None and not keepdims else None
            rank, wanted = len(dims), np.ravel(known).tolist()
            for i in wanted:
                if not -rank <= i < rank:
                    raise shape_error("Invalid reduction dimension %d for input with %d "
                                      "dimensions." % (i, rank), node, op_type, attrs, [x, axes],
                                      " and with computed input tensors: input[1] = <%s>"
                                      % " ".join(map(str, wanted)))
            reduced = {i % rank for i in wanted}
            if keepdims:
                return [1 if i in reduced else d for i, d in enumerate(dims)]
            return [d for i, d in enumerate(dims) if i not in reduced]
        return make_op(g, op_type, [x, axes], scope, dtype, shape, attrs)


def _reduction(op_type, convert_input=None):
    """The ``tf.reduce_*`` function of ``op_type``; ``convert_input(value, graph)``, if given,
    converts and checks the input in place of the usual conversion."""
    def reduce(input_tensor, axis=None, keepdims=None, name=None, reduction_indices=None,
               keep_dims=None):
        # TF1 spellings: reduction_indices for axis, keep_dims for keepdims.
        axis = axis if axis is not None else reduction_indices
        keepdims = keepdims if keepdims is not None else bool(keep_dims)
        return _reduce(op_type, input_tensor, axis, keepdims, name, convert_input)
    return reduce


reduce_sum, reduce_mean, reduce_prod = _reduction("Sum"), _reduction("Mean"), _reduction("Prod")
reduce_max, reduce_min = _reduction("Max"), _reduction("Min")
reduce_euclidean_norm = _reduction("EuclideanNorm")


# ---------------------------------------------------------------------- kernels
def _reducer(fn):
    def run(op, x, axes):
        x = np.asarray(x)
        return fn(x, axis=tuple(np.ravel(axes).tolist()), keepdims=op.attrs["keep_dims"])
    return run


def _sum(x, axis, keepdims):
    if not axis:
        # Nothing to add up (a broadcast's gradient where no axis was broadcast, as in every
        # step of an RNN's gradient loop): TF hands the input on, and so does Identity here.
        return x
    leading = len(axis)
    rows = math.prod(x.shape[:leading])
    if axis == tuple(range(leading)) and 0 < leading < x.ndim and x.dtype.kind == "f" and \
            x.flags.c_contiguous and rows > x.size // max(rows, 1):
        # Sums over the leading axes of many narrow rows (a bias's gradient over a batch, or
        # over a batch of images): einsum adds whole rows in one C loop, two to four times as
        # fast as add.reduce, which loops over narrow rows one at a time; for wide rows
        # add.reduce is the faster. Both add in row order.
        sums = np.einsum("ij->j", x.reshape(rows, -1)).reshape(x.shape[leading:])
        return sums.reshape((1,) * leading + sums.shape) if keepdims else sums
    return np.add.reduce(x, axis=axis, dtype=x.dtype, keepdims=keepdims)


kernel("Sum", shape_inputs=(1,), shape_arithmetic=True)(_reducer(_sum))
kernel("Mean", shape_inputs=(1,))(_reducer(lambda x, **kw: np.mean(x, dtype=x.dtype, **kw)))
kernel("Prod", shape_inputs=(1,), shape_arithmetic=True)(_reducer(lambda x, **kw: np.multiply.reduce(x, dtype=x.dtype, **kw)))
def _extreme(fn, pick):
    """Max or Min; over no elements TF gives the identity of the reduction: -inf / inf for
    floats, the smallest / largest integer otherwise (numpy would refuse)."""
    def run(x, axis, keepdims):
        if x.size:
            return fn(x, axis=axis, keepdims=keepdims)
        if x.dtype.kind == "f":
            low, high = -np.inf, np.inf
        else:
            low, high = np.iinfo(x.dtype).min, np.iinfo(x.dtype).max
        return fn(x, axis=axis, keepdims=keepdims, initial=pick(low, high))
    return run


kernel("Max", shape_inputs=(1,))(_reducer(_extreme(np.max, lambda low, high: low)))
kernel("Min", shape_inputs=(1,))(_reducer(_extreme(np.min, lambda low, high: high)))


def _euclidean_norm(x, axis, keepdims):
    # integers too: the root of the integer sum of squares, cut to an integer as TF's is
    squares = np.add.reduce(x * x, axis=axis, dtype=x.dtype, keepdims=keepdims)
    return np.sqrt(squares).astype(x.dtype)


kernel("EuclideanNorm", shape_inputs=(1,))(_reducer(_euclidean_norm))
