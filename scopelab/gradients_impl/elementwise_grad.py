"""Gradients of the elementwise ops beyond ``math_grad.py``: Pow, FloorMod, Sign, Reciprocal;
comparisons and LogicalNot pass none.

Mirrors the matching parts of TF's ``math_grad.py``. ``pow(x, y)`` has two gradients:
``y * x**(y - 1)`` for x and ``x**y * log(x)`` for y. The second has no real value where
x <= 0, so TF gives 0 there (the mask ``x > 0`` picks a safe x for the Log and zeros after it);
that keeps ``x ** 2`` at x = 0 from producing ``0 * -inf = nan`` for a constant exponent.
As in ``x + y``, each gradient is summed back over the axes its operand was broadcast along.
``floormod(x, y) = x - floor(x / y) * y`` is a sawtooth: slope 1 in x, ``-floor(x / y)`` in y.
``sign`` is flat wherever it has a slope: its gradient is zeros.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([0.0, 1.0, 2.0])
...     y = tf.constant(3.0)
...     dx, dy = tf.gradients(tf.pow(x, y), [x, y])
...     with tf.Session() as sess:
...         values = sess.run([dx, dy])
>>> [v.tolist() for v in values]
[[0.0, 3.0, 12.0], 5.545177459716797]
"""
from ..ops import array_ops, math_ops
from ..ops.indexing_ops import where
from .math_grad import _reduce_gradient_args
from .registry import NotDifferentiable, RegisterGradient

for _op_type in ("Equal", "NotEqual", "Less", "LessEqual", "Greater", "GreaterEqual",
                 "LogicalNot"):
    NotDifferentiable(_op_type)


@RegisterGradient("Pow")
def _pow_grad(op, grad):
    x, y = op.inputs
    gx = grad * y * math_ops.pow(x, y - 1)
    # log(x) exists for x > 0 only; elsewhere the exponent gets 0.
    positive = x > 0
    safe_x = where(positive, x, array_ops.ones_like(x))
    log_x = where(positive, math_ops.log(safe_x), array_ops.zeros_like(x))
    gy = grad * op.outputs[0] * log_x
    return _reduce_gradient_args(x, y, gx, gy)


@RegisterGradient("FloorMod")
def _floor_mod_grad(op, grad):
    x, y = op.inputs
    gy = grad * math_ops.negative(math_ops.floordiv(x, y, name="FloorDiv"))
    return _reduce_gradient_args(x, y, grad, gy)


@RegisterGradient("Sign")
def _sign_grad(op, grad):
    return array_ops.zeros_like(op.inputs[0])


@RegisterGradient("Reciprocal")
def _reciprocal_grad(op, grad):
    """``-grad / x**2``, written with the output ``y = 1 / x`` as ``-grad * y * y``."""
    return math_ops.reciprocal_grad(op.outputs[0], grad)
