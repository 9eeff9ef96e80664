"""Division and products with a rule of their own: TruncateDiv, TruncateMod, ``tf.floor_div``,
Xlogy, Xlog1py, Xdivy, MulNoNan (``tf.math.multiply_no_nan``) and ``tf.scalar_mul``.

Mirrors those functions of ``math_ops``. What each adds to ``x / y`` or ``x * y``:

- ``truncatediv`` rounds the quotient toward zero (C's integer division: -7 / 2 = -3), where
  ``floordiv`` rounds down (-4); ``truncatemod`` is the remainder that goes with it, with the
  sign of x (C's ``fmod``: -7 mod 2 = -1). ``tf.floor_div`` is the FloorDiv op itself;
- ``xlogy(x, y) = x * log(y)``, ``xlog1py(x, y) = x * log(1 + y)`` and ``xdivy(x, y) = x / y``,
  but 0 wherever x is 0, whatever y is (0 * log(0) is 0 in an entropy). ``xdivy`` and
  ``xlog1py`` are wrappers: their ops are ``xdivy/Xdivy``, ``xlog1py/Xlog1py``;
- ``multiply_no_nan(x, y) = x * y``, but 0 wherever y is 0, even if x is inf or NaN;
  ``reciprocal_no_nan(x) = 1 / x``, but 0 wherever x is 0 (a DivNoNan of a Const ``one``);
- ``scalar_mul(scalar, x)`` is a Mul whose first operand must be a scalar (named ``scalar``);
  an IndexedSlices is scaled as one, its values multiplied.

The gradients are in ``gradients_impl/division_grad.py``; TruncateDiv passes none and
TruncateMod has none registered, as in TF.
Left out: complex numbers.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     q = tf.truncatediv([-7, 7], [2, 2])
...     m = tf.truncatemod([-7, 7], [2, 2])
...     e = tf.math.xlogy([0.0, 2.0], [0.0, 1.0])
...     with tf.Session() as sess:
...         values = sess.run([q, m, e])
>>> [v.tolist() for v in values]
[[-3, 3], [-1, 1], [0.0, 0.0]]
"""
import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from ..indexed_slices import IndexedSlices
from ..tensor import Tensor
from .core import constant, convert_same_type, convert_to_tensor, kernel
from .math_ops import _elementwise, _elementwise_op
from .unary_math_ops import check_allowed

_XLOGY_TYPES = ("float16", "bfloat16", "float32", "float64", "complex64", "complex128")
_MUL_NO_NAN_TYPES = ("bfloat16", "float16", "float32", "float64", "complex64", "complex128")


def truncatediv(x, y, name=None):
    """``x / y`` rounded toward zero."""
    return _elementwise("TruncateDiv", x, y, name)


def truncatemod(x, y, name=None):
    """The remainder of ``truncatediv``: it has the sign of ``x``."""
    return _elementwise("TruncateMod", x, y, name)


def floor_div(x, y, name=None):
    """The FloorDiv op as TF generates it (``tf.floordiv`` is its Python wrapper)."""
    return _elementwise("FloorDiv", x, y, name)


def _checked_pair(op_type, x, y, name, allowed):
    """A two-input op whose ``x`` must have one of the ``allowed`` dtypes, checked before
    ``y`` is converted, as TF's op builder does."""
    g = graph_from_inputs((x, y))
    with g.name_scope(name or op_type) as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        check_allowed(x, "x", allowed)
        x, y = convert_same_type(g, op_type, ("x", "y"), (x, y))
        return _elementwise_op(g, op_type, x, y, scope)


def xlogy(x, y, name=None):
    """``x * log(y)``, and 0 where ``x`` is 0."""
    return _checked_pair("Xlogy", x, y, name, _XLOGY_TYPES)


def xdivy_op(x, y, name=None):
    """The Xdivy op alone (gradients build it without ``xdivy``'s scope)."""
    return _checked_pair("Xdivy", x, y, name, _XLOGY_TYPES)


def xlog1py(x, y, name=None):
    """``x * log(1 + y)``, and 0 where ``x`` is 0."""
    g = graph_from_inputs((x, y))
    with g.name_scope("xlog1py" if name is None else name):
        return xlog1py_op(x, y)


def xlog1py_op(x, y, name=None):
    """The Xlog1py op alone (its gradient builds it without ``xlog1py``'s scope)."""
    return _checked_pair("Xlog1py", x, y, name, _XLOGY_TYPES)


def xdivy(x, y, name=None):
    """``x / y``, and 0 where ``x`` is 0."""
    g = graph_from_inputs((x, y))
    with g.name_scope("xdivy" if name is None else name):
        return xdivy_op(x, y)


def mul_no_nan_op(x, y, name=None):
    """The MulNoNan op alone, as TF's gradient builds it."""
    return _checked_pair("MulNoNan", x, y, name, _MUL_NO_NAN_TYPES)


def multiply_no_nan(x, y, name=None):
    """``x * y``, and 0 where ``y`` is 0 (even if ``x`` is inf or NaN)."""
    g = graph_from_inputs((x, y))
    with g.name_scope(name, "multiply_no_nan") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        if isinstance(y, Tensor) and y.dtype.base_dtype is not x.dtype.base_dtype:
            raise ValueError("y: Tensor conversion requested dtype %s for Tensor with dtype "
                             "%s: %r" % (x.dtype.base_dtype.name, y.dtype.base_dtype.name, y))
        y = convert_to_tensor(y, name="y", dtype=x.dtype.base_dtype, graph=g)
        check_allowed(x, "x", _MUL_NO_NAN_TYPES)
        return _elementwise_op(g, "MulNoNan", x, y, scope)


_DIV_NO_NAN_TYPES = ("float16", "float32", "bfloat16", "float64", "complex64", "complex128")


def reciprocal_no_nan(x, name=None):
    """``1 / x``, and 0 where ``x`` is 0."""
    g = graph_from_inputs((x,))
    with g.name_scope(name, "reciprocal_no_nan") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        one = constant(1, dtype=x.dtype.base_dtype, name="one", graph=g)
        check_allowed(one, "x", _DIV_NO_NAN_TYPES)  # DivNoNan's first argument is named x
        return _elementwise_op(g, "DivNoNan", one, x, scope)


def scalar_mul(scalar, x, name=None):
    """``scalar * x`` for a 0-D ``scalar``; an IndexedSlices stays one."""
    scalar = convert_to_tensor(scalar, dtype=x.dtype.base_dtype, name="scalar")
    if scalar.shape.ndims != 0:
        raise ValueError("The input scalar must be a 0-D value. Received shape %s."
                         % scalar.shape)
    if isinstance(x, IndexedSlices):
        return IndexedSlices(_elementwise("Mul", scalar, x.values, name), x.indices,
                             x.dense_shape)
    return _elementwise("Mul", scalar, x, name)


def _check_integer_divisor(op, x, y):
    # Nothing is divided when x is empty (y broadcasts to it), so then a zero is no error.
    if np.size(x) and np.asarray(y).dtype.kind in "iu" and np.any(y == 0):
        raise errors.graph_execution_error(
            errors.InternalError, op, "Unexpected error in binary operator (only integer div "
            "and mod should have errors)")


@kernel("TruncateDiv")
def _truncate_div(op, x, y):
    if np.asarray(x).dtype.kind == "f":
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.trunc(x / y)
    _check_integer_divisor(op, x, y)
    # Floor division, plus one where it rounded a negative, inexact quotient down.
    return np.floor_divide(x, y) + ((np.mod(x, y) != 0) & ((x < 0) != (y < 0)))


@kernel("TruncateMod")
def _truncate_mod(op, x, y):
    _check_integer_divisor(op, x, y)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.fmod(x, y)


def _zero_where(mask, fn):
    """A kernel computing ``fn(x, y)`` silently, with 0 wherever ``mask(x, y)``."""
    def run(op, x, y):
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            out = fn(x, y)
        return np.where(mask(x, y), np.zeros((), out.dtype), out)
    return run


kernel("Xlogy")(_zero_where(lambda x, y: x == 0, lambda x, y: x * np.log(y)))
kernel("Xlog1py")(_zero_where(lambda x, y: x == 0, lambda x, y: x * np.log1p(y)))
kernel("Xdivy")(_zero_where(lambda x, y: x == 0, lambda x, y: x / y))
kernel("MulNoNan")(_zero_where(lambda x, y: y == 0, lambda x, y: x * y))
