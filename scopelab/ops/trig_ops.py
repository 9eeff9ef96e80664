"""The rest of trigonometry and its hyperbolic twins: Tan, Asin, Acos, Atan, Atan2, Sinh, Cosh,
Asinh, Acosh, Atanh; and two near relatives, Expm1 (``exp(x) - 1``) and Rint.

Mirrors ``tf.tan`` ... ``tf.atanh``, ``tf.atan2``, ``tf.math.expm1`` and ``tf.math.rint`` (TF's
generated op functions: the op is named after its type, a Python value becomes ``Tan/x``).
Each takes floating-point tensors only and says so, naming the argument, when the graph is
built. Outside its domain a function gives NaN, as TF's does (``asin(2.0)``, ``acosh(0.5)``),
and ``atanh(1.0)`` is inf. ``atan2(y, x)`` is the angle of the point (x, y): note the order,
y first, as in C. ``expm1`` stays exact for tiny x where ``exp(x) - 1`` rounds to 0.
``rint`` rounds halves to even like ``tf.round`` but is its own op type (Rint).
Left out: complex numbers. The gradients are in ``gradients_impl/trig_grad.py``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a = tf.atan2([1.0, -1.0], [1.0, -1.0])
...     h = tf.math.asinh(tf.sinh(0.5))
...     r = tf.math.rint([0.5, 1.5, -2.5])
...     with tf.Session() as sess:
...         values = sess.run([a, h, r])
>>> a.op.type, a.op.inputs[0].name, [v.astype(float).round(4).tolist() for v in values]
('Atan2', 'Atan2/y:0', [[0.7854, -2.3562], 0.5, [0.0, 2.0, -2.0]])
"""
import numpy as np

from ..default_graph import graph_from_inputs
from .core import convert_same_type, convert_to_tensor, kernel
from .math_ops import _elementwise_op
from .unary_math_ops import FLOAT_TYPES, check_allowed, checked_unary

_MATH_FLOAT_TYPES = FLOAT_TYPES + ("complex64", "complex128")


def tan(x, name=None):
    return checked_unary("Tan", x, "x", name, _MATH_FLOAT_TYPES)


def asin(x, name=None):
    return checked_unary("Asin", x, "x", name, _MATH_FLOAT_TYPES)


def acos(x, name=None):
    return checked_unary("Acos", x, "x", name, _MATH_FLOAT_TYPES)


def atan(x, name=None):
    return checked_unary("Atan", x, "x", name, _MATH_FLOAT_TYPES)


def sinh(x, name=None):
    return checked_unary("Sinh", x, "x", name, _MATH_FLOAT_TYPES)


def cosh(x, name=None):
    return checked_unary("Cosh", x, "x", name, _MATH_FLOAT_TYPES)


def asinh(x, name=None):
    return checked_unary("Asinh", x, "x", name, _MATH_FLOAT_TYPES)


def acosh(x, name=None):
    return checked_unary("Acosh", x, "x", name, _MATH_FLOAT_TYPES)


def atanh(x, name=None):
    return checked_unary("Atanh", x, "x", name, _MATH_FLOAT_TYPES)


def expm1(x, name=None):
    """``exp(x) - 1``, accurate also where x is tiny."""
    return checked_unary("Expm1", x, "x", name, _MATH_FLOAT_TYPES)


def rint(x, name=None):
    """The nearest integer, halves to the even one (floats only, unlike ``tf.round``)."""
    return checked_unary("Rint", x, "x", name, FLOAT_TYPES)


def atan2(y, x, name=None):
    """The angle in (-pi, pi] from the positive x axis to the point ``(x, y)``."""
    g = graph_from_inputs((y, x))
    with g.name_scope(name or "Atan2") as scope:
        y = convert_to_tensor(y, name="y", graph=g)
        check_allowed(y, "y", FLOAT_TYPES)  # before x is converted
        y, x = convert_same_type(g, "Atan2", ("y", "x"), (y, x))
        return _elementwise_op(g, "Atan2", y, x, scope)


def _quiet(fn):
    """A kernel for ``fn`` that, like TF's, gives NaN or inf outside the domain silently."""
    def run(op, *args):
        with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
            return fn(*args)
    return run


for _op_type, _fn in (("Tan", np.tan), ("Asin", np.arcsin), ("Acos", np.arccos),
                      ("Atan", np.arctan), ("Sinh", np.sinh), ("Cosh", np.cosh),
                      ("Asinh", np.arcsinh), ("Acosh", np.arccosh), ("Atanh", np.arctanh),
                      ("Expm1", np.expm1), ("Rint", np.rint), ("Atan2", np.arctan2)):
    kernel(_op_type)(_quiet(_fn))
