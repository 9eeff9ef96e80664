"""More one-input math: Round, Ceil, Rsqrt, Sin, Cos, IsNan, IsInf, IsFinite, and TF1's
``to_float`` family of casts.

Mirrors those functions of ``math_ops.py``. Each op accepts only some dtypes, and TF checks
that when the graph is built, naming the argument (``x``) and the types it allows; the check
comes after the op's name scope is taken, as in TF's generated op functions.
``tf.round`` rounds half to even (2.5 -> 2), like numpy, and leaves integers alone, building no
op for them. ``rsqrt`` is ``1 / sqrt(x)`` in one op, which ``tf.nn.l2_normalize`` uses.
Left out: complex numbers; ``tan``, ``asin`` and the other rarer functions.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     r = tf.round([0.5, 1.5, 2.5, -1.7])
...     q = tf.rsqrt(4.0)
...     f = tf.to_float([True, False])
...     with tf.Session() as sess:
...         values = sess.run([r, q, f])
>>> r.op.type, q.op.inputs[0].name, f.op.name, [v.tolist() for v in values]
('Round', 'Rsqrt/x:0', 'ToFloat', [[0.0, 2.0, 2.0, -2.0], 0.5, [1.0, 0.0]])
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .core import convert_to_tensor, kernel, make_op
from .shape_rules import input_shape
from .elementwise_grad_ops import elementwise_grad_op
from .math_ops import cast

# The dtypes each op accepts, in the order TF's errors list them.
FLOAT_TYPES = ("bfloat16", "float16", "float32", "float64")
_MATH_FLOAT_TYPES = FLOAT_TYPES + ("complex64", "complex128")
_ROUND_TYPES = FLOAT_TYPES + ("int8", "int16", "int32", "int64", "complex64", "complex128")


def check_allowed(t, arg, allowed):
    """TF's TypeError for a tensor whose dtype the op's argument ``arg`` does not allow."""
    if t.dtype.base_dtype.name not in allowed:
        raise TypeError("Value passed to parameter '%s' has DataType %s not in list of allowed "
                        "values: %s" % (arg, t.dtype.base_dtype.name, ", ".join(allowed)))


def checked_unary(op_type, value, arg, name, allowed, out_dtype=None, attrs=None):
    """A one-input op whose input dtype must be one of ``allowed``; the output has the input's
    shape, and its dtype unless ``out_dtype`` is given (bool for the IsNan family)."""
    g = graph_from_inputs((value,))
    with g.name_scope(name or op_type) as scope:
        x = convert_to_tensor(value, name=arg, graph=g)
        check_allowed(x, arg, allowed)
        dtype = x.dtype.base_dtype
        return make_op(g, op_type, [x], scope, out_dtype or dtype, x.shape,
                       dict(attrs or {}, T=dtype))


def round(x, name=None):  # noqa: A001 - TF's name
    """The nearest integer, halves to the even one; integer tensors come back unchanged."""
    x = convert_to_tensor(x, name="x")
    if x.dtype.base_dtype.is_integer:
        return x
    return checked_unary("Round", x, "x", name, _ROUND_TYPES)


def ceil(x, name=None):
    return checked_unary("Ceil", x, "x", name, FLOAT_TYPES)


def rsqrt(x, name=None):
    """``1 / sqrt(x)``."""
    return checked_unary("Rsqrt", x, "x", name, _MATH_FLOAT_TYPES)


def sin(x, name=None):
    return checked_unary("Sin", x, "x", name, _MATH_FLOAT_TYPES)


def cos(x, name=None):
    return checked_unary("Cos", x, "x", name, _MATH_FLOAT_TYPES)


def is_nan(x, name=None):
    return checked_unary("IsNan", x, "x", name, FLOAT_TYPES, dtypes.bool)


def is_inf(x, name=None):
    return checked_unary("IsInf", x, "x", name, FLOAT_TYPES, dtypes.bool)


def is_finite(x, name=None):
    return checked_unary("IsFinite", x, "x", name, FLOAT_TYPES, dtypes.bool)


def rsqrt_grad(y, dy, name=None):
    """``-0.5 * dy * y**3`` for ``y = rsqrt(x)``: the derivative written with the output."""
    return elementwise_grad_op("RsqrtGrad", y, dy, ("y", "dy"), name, merge_shapes=False)


kernel("Round", shape=input_shape)(lambda op, x: np.round(x))
kernel("Ceil", shape=input_shape)(lambda op, x: np.ceil(x))
kernel("Sin", shape=input_shape)(lambda op, x: np.sin(x))
kernel("Cos", shape=input_shape)(lambda op, x: np.cos(x))
kernel("IsNan")(lambda op, x: np.isnan(x))
kernel("IsInf")(lambda op, x: np.isinf(x))
kernel("IsFinite")(lambda op, x: np.isfinite(x))
kernel("Rsqrt", shape=input_shape)(lambda op, x: 1 / np.sqrt(x))
kernel("RsqrtGrad")(lambda op, y, dy: dy * (y * y * y) * y.dtype.type(-0.5))


# ---------------------------------------------------------------------- TF1's cast shorthands
def _cast_to(dtype, default_name):
    def to(x, name=default_name):
        return cast(x, dtype, name=name)
    to.__name__ = "to_" + {"float32": "float", "float64": "double"}.get(dtype.name, dtype.name)
    to.__doc__ = "``tf.cast(x, tf.%s)``, in a scope named %r." % (dtype.name, default_name)
    return to


to_float = _cast_to(dtypes.float32, "ToFloat")
to_double = _cast_to(dtypes.float64, "ToDouble")
to_int32 = _cast_to(dtypes.int32, "ToInt32")
to_int64 = _cast_to(dtypes.int64, "ToInt64")
