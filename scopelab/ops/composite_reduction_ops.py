"""Reductions built from other ops: ``tf.count_nonzero`` and ``tf.reduce_logsumexp``.

Mirrors those functions of ``math_ops.py``; neither has an op of its own, so the graph shows
the ops they are made of, in a scope named after the function.
``count_nonzero`` compares with zero (``NotEqual``; a bool input is used as it is), casts to
int64, sums, and casts to ``dtype`` if that is not int64. ``reduce_logsumexp`` computes
``log(sum(exp(x)))`` without overflow: it subtracts the largest entry ``m`` first and adds it
back, ``m + log(sum(exp(x - m)))``. ``m`` is wrapped in ``StopGradient`` (the result does not
depend on it, so no gradient should flow through it) and replaced by 0 where it is not finite,
so that a row of all ``-inf`` gives ``-inf`` rather than NaN.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     n = tf.count_nonzero([[0.0, 1.0], [2.0, 0.0]], axis=0)
...     s = tf.reduce_logsumexp([1000.0, 1000.0])
...     with tf.Session() as sess:
...         values = sess.run([n, s])
>>> n.op.name, n.dtype, values[0].tolist(), round(float(values[1]), 3)
('count_nonzero/Sum', tf.int64, [1, 1], 1000.693)
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .array_ops import reshape, shape, zeros
from .core import convert_to_tensor
from .grad_ops import select_v2, stop_gradient
from .math_ops import add, cast, exp, log, not_equal, subtract
from .reduction_ops import reduce_max, reduce_sum
from .unary_math_ops import is_finite


def _tf1_axis(axis, reduction_indices, keepdims, keep_dims):
    """TF1's second spellings: ``reduction_indices`` for ``axis``, ``keep_dims``."""
    axis = axis if axis is not None else reduction_indices
    keepdims = keepdims if keepdims is not None else bool(keep_dims)
    return axis, keepdims


def count_nonzero(input_tensor=None, axis=None, keepdims=None, dtype=dtypes.int64, name=None,
                  reduction_indices=None, keep_dims=None, input=None):  # noqa: A002
    """How many entries are not zero (not False, not the empty string), along ``axis``."""
    axis, keepdims = _tf1_axis(axis, reduction_indices, keepdims, keep_dims)
    value = input_tensor if input_tensor is not None else input
    g = graph_from_inputs((value,))
    with g.name_scope(name, "count_nonzero"):
        x = convert_to_tensor(value, name="input", graph=g)
        if x.dtype.base_dtype is dtypes.bool:
            predicate = x
        else:
            predicate = not_equal(x, zeros([], dtype=x.dtype.base_dtype))
        counts = reduce_sum(cast(predicate, dtypes.int64), axis=axis, keepdims=keepdims)
        return cast(counts, dtype)


def reduce_logsumexp(input_tensor, axis=None, keepdims=None, name=None,
                     reduction_indices=None, keep_dims=None):
    """``log(sum(exp(input_tensor)))`` along ``axis``, computed without overflow."""
    axis, keepdims = _tf1_axis(axis, reduction_indices, keepdims, keep_dims)
    g = graph_from_inputs((input_tensor,))
    with g.name_scope(name, "ReduceLogSumExp") as scope:
        raw_max = reduce_max(input_tensor, axis=axis, keepdims=True)
        zero = np.zeros((), raw_max.dtype.base_dtype.as_numpy_dtype)
        my_max = stop_gradient(select_v2(is_finite(raw_max), raw_max, zero))
        result = log(reduce_sum(exp(subtract(input_tensor, my_max)), axis=axis,
                                keepdims=keepdims))
        if not keepdims:
            my_max = reshape(my_max, shape(result, optimize=False))
        return add(result, my_max, name=scope)
