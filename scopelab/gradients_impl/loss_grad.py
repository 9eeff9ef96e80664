"""Gradients of the ops losses are made of: Softmax, LogSoftmax, the two softmax
cross-entropy ops, SquaredDifference, DivNoNan and Log1p.

Mirrors the matching functions of ``nn_grad.py`` and ``math_grad.py``, op for op. The
cross-entropy ops compute their gradient while computing the loss (their second output,
``softmax - labels``); the gradient function only scales it by the incoming gradient, one
number per example, broadcast along the classes with ``ExpandDims``. The second output itself
gets, from ``tf.gradients``, a ``zeros_like`` marked as "nothing flows here", which the
function checks for.
Left out: second derivatives through that second output.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1.0, 2.0]], name="x")
...     loss = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=[1], logits=x)
...     dx, = tf.gradients(loss, [x])
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> dx.op.type, [round(v, 4) for v in value[0].tolist()]
('Mul', [0.2689, -0.2689])
"""
from ..ops import array_ops, math_ops, reduction_ops
from ..ops.loss_math_ops import div_no_nan
from ..ops.softmax_ops import raw_log_softmax
from ..ops.core import constant
from ..ops.math_ops import reciprocal
from .gradients_util import is_zeros_for_unused_output
from .math_grad import _reduce_gradient_args, _shapes_fully_specified_and_equal
from .registry import RegisterGradient


@RegisterGradient("Softmax")
def _softmax_grad(op, grad):
    """``(grad - sum(grad * softmax)) * softmax``, along the last axis."""
    softmax = op.outputs[0]
    sum_channels = reduction_ops.reduce_sum(grad * softmax, -1, keepdims=True)
    return (grad - sum_channels) * softmax


@RegisterGradient("LogSoftmax")
def _log_softmax_grad(op, grad):
    """``grad - sum(grad) * softmax``, the softmax recovered as ``exp(log_softmax)``."""
    softmax = math_ops.exp(op.outputs[0])
    return grad - reduction_ops.reduce_sum(grad, -1, keepdims=True) * softmax


def _broadcast_mul(vec, mat):
    """``vec[:, None] * mat``: one factor per row."""
    return array_ops.expand_dims(vec, -1) * mat


def _check_no_second_order(op, grad_grad):
    if grad_grad is not None and not is_zeros_for_unused_output(grad_grad):
        raise NotImplementedError("scopelab does not differentiate the backprop output of %s "
                                  "(second derivatives)" % op.name)


@RegisterGradient("SoftmaxCrossEntropyWithLogits")
def _softmax_xent_grad(op, grad_loss, grad_grad):
    _check_no_second_order(op, grad_grad)
    grad = _broadcast_mul(grad_loss, op.outputs[1])
    # d loss / d labels = -log_softmax(logits), recomputed from the logits.
    return grad, _broadcast_mul(grad_loss, -raw_log_softmax(op.inputs[0]))


@RegisterGradient("SparseSoftmaxCrossEntropyWithLogits")
def _sparse_softmax_xent_grad(op, grad_loss, grad_grad):
    _check_no_second_order(op, grad_grad)
    return _broadcast_mul(grad_loss, op.outputs[1]), None  # class indices have no gradient


@RegisterGradient("SquaredDifference")
def _squared_difference_grad(op, grad):
    x, y = op.inputs
    with op.graph.control_dependencies([grad]):
        two = constant(2.0, dtype=grad.dtype.base_dtype, name="scalar")
        x_grad = math_ops.multiply(two, grad, name="Mul") * (x - y)
    if _shapes_fully_specified_and_equal(x, y, grad):
        return x_grad, -x_grad
    return _reduce_gradient_args(x, y, x_grad, -x_grad)


@RegisterGradient("DivNoNan")
def _div_no_nan_grad(op, grad):
    x, y = op.inputs
    gx = div_no_nan(grad, y)
    gy = grad * div_no_nan(div_no_nan(-x, y), y)  # -x / y^2, 0 where y is 0
    return _reduce_gradient_args(x, y, gx, gy)


@RegisterGradient("Log1p")
def _log1p_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return grad * reciprocal(1 + op.inputs[0])
