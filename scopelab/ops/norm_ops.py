"""``tf.norm`` (``tf.linalg.norm``): vector and matrix norms, built from Abs, Pow, Sum, Max
and Sqrt as TF's Python function builds them.

Mirrors ``norm`` in ``linalg_ops.py``. ``axis=None`` treats the whole tensor as one vector;
an int is a vector norm along that axis; a pair of ints is a matrix norm over those two axes.
``ord`` picks the norm: 'euclidean' (the default) or 'fro' is the square root of the sum of
squares, 1 the sum of absolute values (a matrix's largest column sum), ``np.inf`` the largest
absolute value (a matrix's largest row sum), any other p > 0 ``sum(|x|**p) ** (1/p)``. The
reduced axes are kept and then squeezed unless ``keepdims``. Gradients come from the ops.
``tf.linalg.normalize`` returns ``tensor / norm`` and the norm (kept axes, cast to the
tensor's dtype) under ``normalize/``.
Left out: the matrix 2-norm (``ord=2`` with a pair of axes), which TF computes from singular
values (an Svd op scopelab does not have).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[3.0, -4.0], [0.0, 1.0]])
...     with tf.Session() as sess:
...         n = sess.run([tf.norm(x[0]), tf.norm(x, ord=1, axis=1), tf.norm(x, ord=1, axis=[0, 1])])
>>> float(n[0]), n[1].tolist(), float(n[2])
(5.0, [7.0, 1.0], 5.0)
"""
import numbers

import numpy as np

from ..default_graph import graph_from_inputs
from .core import convert_to_tensor
from .indexing_ops import squeeze
from .math_ops import abs as abs_, cast, pow as pow_, sqrt
from .reduction_ops import reduce_max, reduce_sum


def _check(ord, axis):  # noqa: A002 - TF's argument name
    """TF's ValueErrors for an ``axis`` or ``ord`` it does not support; the axes as a tuple."""
    if isinstance(axis, (list, tuple)) and len(axis) == 2:
        axis = tuple(axis)
        if not all(isinstance(a, numbers.Integral) for a in axis) or axis[0] == axis[1]:
            raise ValueError("'axis' must be None, an integer, or a tuple of 2 unique "
                             "integers, got %s" % (axis,))
        supported = ["euclidean", "fro", 1, 2, np.inf]
        if ord not in supported:
            raise ValueError("'ord' must be a supported matrix norm in %s, got %s"
                             % (supported, ord))
        if ord == 2:
            raise NotImplementedError("scopelab has no Svd op, so no matrix 2-norm: TF "
                                      "computes it from the singular values")
        return True, axis
    if not (axis is None or isinstance(axis, numbers.Integral)):
        raise ValueError("'axis' must be None, an integer, or a tuple of 2 unique integers, "
                         "got %s" % (axis,))
    supported = ["euclidean", 1, 2, np.inf]
    if (not np.isreal(ord) or ord <= 0) and ord not in supported:
        raise ValueError("'ord' must be a supported vector norm, got %s" % (ord,))
    return False, None if axis is None else (axis,)


def norm(tensor, ord="euclidean", axis=None, keepdims=None, name=None,  # noqa: A002
         keep_dims=None):
    """The ``ord``-norm of ``tensor`` over ``axis`` (see the module docstring)."""
    keepdims = bool(keepdims if keepdims is not None else keep_dims)
    is_matrix, axis = _check(ord, axis)
    g = graph_from_inputs((tensor,))
    with g.name_scope(name, "norm"):
        x = convert_to_tensor(tensor, graph=g)
        if ord in ("fro", "euclidean", 2, 2.0):
            result = sqrt(reduce_sum(x * x, axis, keepdims=True))
        else:
            result = abs_(x)
            if ord == 1:
                result = reduce_sum(result, None if axis is None else axis[0], keepdims=True)
                if is_matrix:
                    result = reduce_max(result, axis[-1], keepdims=True)
            elif ord == np.inf:
                if is_matrix:
                    result = reduce_sum(result, axis[1], keepdims=True)
                result = reduce_max(result, None if axis is None else axis[0], keepdims=True)
            else:
                result = pow_(reduce_sum(pow_(result, ord), axis, keepdims=True), 1.0 / ord)
        if not keepdims:
            result = squeeze(result, axis)
        return result


def normalize(tensor, ord="euclidean", axis=None, name=None):  # noqa: A002 - TF's argument name
    """(tensor / its norm, the norm): ``norm`` with ``keepdims``, so that the division
    broadcasts."""
    g = graph_from_inputs((tensor,))
    with g.name_scope(name, "normalize"):
        x = convert_to_tensor(tensor, graph=g)
        length = cast(norm(x, ord, axis, keepdims=True), x.dtype)
        return x / length, length
