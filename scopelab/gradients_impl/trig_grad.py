"""Gradients of the trigonometric and hyperbolic ops (Tan, Asin, Acos, Atan, Atan2, Sinh,
Cosh, Asinh, Acosh, Atanh) and of Expm1; Rint passes none.

Mirrors those functions of TF's ``math_grad.py``, op for op. Each derivative is written with
other ops: ``d tan(x) = (1 / cos x)**2``, ``d asin(x) = 1 / sqrt(1 - x**2)`` (Square, a Const 1 of
the gradient's dtype, Sub, Sqrt, Reciprocal), ``d asinh(x) = 1 / cosh(asinh x)``
(from the op's output, which is already computed). ``atan2(y, x)`` has two:
``x / (x**2 + y**2)`` for y and ``-y / (x**2 + y**2)`` for x, each summed back over the axes
it was broadcast along. All wait for the incoming gradient (a control dependency), as TF's
do.
Left out: complex numbers (TF conjugates x first; for real x that adds no op).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([0.0, 0.5])
...     dx, = tf.gradients(tf.asin(x), [x])
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> [op.type for op in g.get_operations()][-5:], value.astype(float).round(4).tolist()
(['Const', 'Sub', 'Sqrt', 'Reciprocal', 'Mul'], [1.0, 1.1547])
"""
from ..ops import math_ops, trig_ops, unary_math_ops
from ..ops.core import constant
from .math_grad import _reduce_gradient_args
from .registry import RegisterGradient


@RegisterGradient("Rint")
def _rint_grad(op, grad):
    return [None]


@RegisterGradient("Tan")
def _tan_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        sec = math_ops.reciprocal(unary_math_ops.cos(op.inputs[0]))
        return math_ops.square(sec) * grad


def _inverse_sqrt_one_minus_square(x, grad):
    """``1 / sqrt(1 - x**2)``, the slope of asin (and, negated, of acos)."""
    x2 = math_ops.square(x)
    one = constant(1, dtype=grad.dtype.base_dtype)
    return math_ops.reciprocal(math_ops.sqrt(math_ops.subtract(one, x2)))


@RegisterGradient("Asin")
def _asin_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return grad * _inverse_sqrt_one_minus_square(op.inputs[0], grad)


@RegisterGradient("Acos")
def _acos_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        inv = _inverse_sqrt_one_minus_square(op.inputs[0], grad)
        return -grad * inv


def _grad_over_one_and_square(op, grad, combine):
    """``grad / combine(1, x ** 2)``: atan's and atanh's derivatives differ in the sign only."""
    with op.graph.control_dependencies([grad]):
        x2 = math_ops.square(op.inputs[0])
        one = constant(1, dtype=grad.dtype.base_dtype)
        return grad * math_ops.reciprocal(combine(one, x2))


@RegisterGradient("Atan")
def _atan_grad(op, grad):
    return _grad_over_one_and_square(op, grad, math_ops.add)


@RegisterGradient("Atan2")
def _atan2_grad(op, grad):
    y, x = op.inputs
    with op.graph.control_dependencies([grad]):
        grad_inv = grad / (math_ops.square(y) + math_ops.square(x))
        return _reduce_gradient_args(y, x, x * grad_inv, -y * grad_inv)


@RegisterGradient("Sinh")
def _sinh_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return grad * trig_ops.cosh(op.inputs[0])


@RegisterGradient("Cosh")
def _cosh_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return grad * trig_ops.sinh(op.inputs[0])


@RegisterGradient("Asinh")
def _asinh_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return grad / trig_ops.cosh(op.outputs[0])


@RegisterGradient("Acosh")
def _acosh_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return grad / trig_ops.sinh(op.outputs[0])


@RegisterGradient("Atanh")
def _atanh_grad(op, grad):
    return _grad_over_one_and_square(op, grad, math_ops.subtract)


@RegisterGradient("Expm1")
def _expm1_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return grad * math_ops.exp(op.inputs[0])
