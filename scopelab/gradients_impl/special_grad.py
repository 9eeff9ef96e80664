"""Gradients of the special functions: Erf, Erfc, Lgamma, Digamma, Polygamma and Zeta.

Mirrors those functions of TF's ``math_grad.py``. Each derivative is another special function
or a Gaussian: ``d erf(x) = 2 / sqrt(pi) * exp(-x**2)``, ``d lgamma(x) = digamma(x)``,
``d digamma(x) = polygamma(1, x)``, ``d polygamma(n, x) = polygamma(n + 1, x)`` and
``d zeta(s, q) / dq = -s * zeta(s + 1, q)``. The order ``n`` and the exponent ``s`` get no
gradient (TF does not compute one), so their operand's gradient is None; the other operand's
is summed back over the axes it was broadcast along, with a BroadcastGradientArgs op always,
as TF builds it. All but Erf's constant wait for the incoming gradient.
Left out: complex numbers.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([1.0, 2.0])
...     dx, = tf.gradients(tf.math.lgamma(x), [x])
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> dx.op.inputs[1].op.type, value.astype(float).round(5).tolist()
('Digamma', [-0.57722, 0.42278])
"""
import numpy as np

from ..ops import array_ops, grad_ops, math_ops, reduction_ops, special_math_ops
from ..ops.core import constant
from .registry import RegisterGradient


def _gaussian_slope(op, grad, scale):
    factor = constant(scale, dtype=grad.dtype.base_dtype)
    with op.graph.control_dependencies([grad]):
        return grad * factor * math_ops.exp(-math_ops.square(op.inputs[0]))


@RegisterGradient("Erf")
def _erf_grad(op, grad):
    return _gaussian_slope(op, grad, 2 / np.sqrt(np.pi))


@RegisterGradient("Erfc")
def _erfc_grad(op, grad):
    return _gaussian_slope(op, grad, -2 / np.sqrt(np.pi))


@RegisterGradient("Lgamma")
def _lgamma_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return grad * special_math_ops.digamma(op.inputs[0])


@RegisterGradient("Digamma")
def _digamma_grad(op, grad):
    x = op.inputs[0]
    with op.graph.control_dependencies([grad]):
        trigamma = special_math_ops.polygamma(constant(1, dtype=x.dtype.base_dtype), x)
        return grad * trigamma


def _second_operand_grad(op, grad, partial):
    """(None, the gradient of the second operand): ``partial(first, second) * grad`` summed
    over the axes the second was broadcast along."""
    first, second = op.inputs
    shape_first, shape_second = array_ops.shape(first), array_ops.shape(second)
    _, axes = grad_ops.broadcast_gradient_args(shape_first, shape_second)
    with op.graph.control_dependencies([grad]):
        summed = reduction_ops.reduce_sum(partial(first, second) * grad, axes)
        return None, array_ops.reshape(summed, shape_second)


@RegisterGradient("Polygamma")
def _polygamma_grad(op, grad):
    return _second_operand_grad(op, grad, lambda n, x: special_math_ops.polygamma(n + 1, x))


@RegisterGradient("Zeta")
def _zeta_grad(op, grad):
    return _second_operand_grad(op, grad, lambda s, q: -s * special_math_ops.zeta(s + 1, q))
