"""Gradients of the gradient ops, for second derivatives: ReluGrad, Relu6Grad, LeakyReluGrad,
TanhGrad, SigmoidGrad, SqrtGrad, RsqrtGrad, ReciprocalGrad, EluGrad, SeluGrad, BiasAddGrad,
Conv2DBackpropInput, Conv2DBackpropFilter.

Mirrors the matching parts of TF's ``math_grad.py`` and ``nn_grad.py``. ``tf.gradients`` of a
gradient differentiates the ops the first call built, so they need gradients of their own.
Each ``*Grad`` op is a function of two inputs, e.g. ``TanhGrad(y, dy) = dy * (1 - y * y)``,
and gets a gradient for both. The piecewise-linear ones (ReluGrad, Relu6Grad, LeakyReluGrad)
are linear in dy and flat in their other input (zeros). BiasAddGrad summed over all but the
channel axis, so its gradient tiles back out; the convolution backprops are linear in each of
their tensor inputs, so their gradients are convolutions again.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([0.5, -1.0])
...     dx, = tf.gradients(tf.tanh(x), [x])
...     d2x, = tf.gradients(dx, [x])
...     with tf.Session() as sess:
...         value = sess.run(d2x)
>>> d2x.op.type, [round(v, 4) for v in value.tolist()]
('TanhGrad', [-0.7269, 0.6397])
"""
from ..ops import (activation_ops, array_ops, elementwise_grad_ops, grad_ops, math_ops,
                   nn_grad_ops, nn_ops, smooth_activation_ops, unary_math_ops)
from ..ops.indexing_ops import concat, where
from .array_grad import _CONV_ATTRS
from .registry import RegisterGradient


# ---------------------------------------------------------------------- piecewise linear
@RegisterGradient("ReluGrad")
def _relu_grad_grad(op, grad):
    x = op.inputs[1]
    return elementwise_grad_ops.relu_grad(grad, x), array_ops.zeros_like(x)


@RegisterGradient("Relu6Grad")
def _relu6_grad_grad(op, grad):
    x = op.inputs[1]
    return activation_ops.relu6_grad(grad, x), array_ops.zeros_like(x)


@RegisterGradient("LeakyReluGrad")
def _leaky_relu_grad_grad(op, grad):
    x = op.inputs[1]
    return (activation_ops.leaky_relu_grad(grad, x, alpha=op.attrs["alpha"]),
            array_ops.zeros_like(x))


# ---------------------------------------------------------------------- smooth (a = y, b = dy)
@RegisterGradient("TanhGrad")
def _tanh_grad_grad(op, grad):
    """``b * (1 - a * a)``: ``-2 a b`` for a, ``1 - a * a`` (a TanhGrad again) for b."""
    with op.graph.control_dependencies([grad]):
        a, b = op.inputs
        return grad * -2.0 * b * a, elementwise_grad_ops.tanh_grad(a, grad)


@RegisterGradient("SigmoidGrad")
def _sigmoid_grad_grad(op, grad):
    """``b * a * (1 - a)``: ``b (1 - 2 a)`` for a, ``a (1 - a)`` for b."""
    with op.graph.control_dependencies([grad]):
        a, b = op.inputs
        gb = grad * b
        return gb - 2.0 * gb * a, elementwise_grad_ops.sigmoid_grad(a, grad)


@RegisterGradient("SqrtGrad")
def _sqrt_grad_grad(op, grad):
    """``0.5 * b / a``: ``-out / a`` for a, ``0.5 / a`` for b."""
    a = op.inputs[0]
    y = op.outputs[0]
    with op.graph.control_dependencies([grad]):
        ga = grad / a
        return -ga * y, 0.5 * ga


@RegisterGradient("ReciprocalGrad")
def _reciprocal_grad_grad(op, grad):
    """``-b * a * a``: ``-2 a b`` for a, ``-a * a`` (a ReciprocalGrad again) for b."""
    a, b = op.inputs
    with op.graph.control_dependencies([grad]):
        return grad * -2.0 * b * a, math_ops.reciprocal_grad(a, grad)


@RegisterGradient("RsqrtGrad")
def _rsqrt_grad_grad(op, grad):
    """``-0.5 * b * a**3``: ``-1.5 b a**2`` for a, ``-0.5 a**3`` (a RsqrtGrad again) for b."""
    a, b = op.inputs
    with op.graph.control_dependencies([grad]):
        return -1.5 * grad * b * math_ops.square(a), unary_math_ops.rsqrt_grad(a, grad)


# ---------------------------------------------------------------------- exponential units
def _exponential_unit_grad_grad(grad_op):
    """EluGrad and SeluGrad (inputs: the gradient b, the unit's output a): linear in b, and in
    a only where the unit was negative, on its exponential side."""
    def gradient(op, grad):
        b, a = op.inputs
        return grad_op(grad, a), where(a < 0.0, grad * b, array_ops.zeros_like(a))
    return gradient


RegisterGradient("EluGrad")(_exponential_unit_grad_grad(smooth_activation_ops.elu_grad))
RegisterGradient("SeluGrad")(_exponential_unit_grad_grad(smooth_activation_ops.selu_grad))


# ---------------------------------------------------------------------- nn
@RegisterGradient("BiasAddGrad")
def _bias_add_grad_grad(op, grad):
    """The bias gradient's gradient copied to every position of the channel (Reshape, Tile)."""
    shape = array_ops.shape(op.inputs[0])
    bias_shape = array_ops.shape(grad)
    if op.attrs.get("data_format") == b"NCHW":
        expanded = concat([array_ops.ones_like(shape[:1]), bias_shape,
                           array_ops.ones_like(shape[2:])], 0)
        multiples = concat([shape[:1], [1], shape[2:]], 0)
    else:
        expanded = concat([array_ops.ones_like(shape[:-1]), bias_shape], 0)
        multiples = concat([shape[:-1], [1]], 0)
    return grad_ops.tile(array_ops.reshape(grad, expanded), multiples)


def _conv2d(x, w, attrs):
    return nn_ops.conv2d(x, w, strides=attrs["strides"], padding=attrs["padding"],
                         use_cudnn_on_gpu=attrs["use_cudnn_on_gpu"],
                         data_format=attrs["data_format"].decode(), dilations=attrs["dilations"])


@RegisterGradient("Conv2DBackpropInput")
def _conv2d_backprop_input_grad(op, grad):
    """Inputs (input_sizes, filter, dy): the filter's and dy's gradients."""
    attrs = {k: op.attrs[k] for k in _CONV_ATTRS}
    _, w, dy = op.inputs
    return [None, nn_grad_ops.conv2d_backprop_filter(grad, array_ops.shape(w), dy, attrs),
            _conv2d(grad, w, attrs)]


@RegisterGradient("Conv2DBackpropFilter")
def _conv2d_backprop_filter_grad(op, grad):
    """Inputs (input, filter_sizes, dy): the input's and dy's gradients."""
    attrs = {k: op.attrs[k] for k in _CONV_ATTRS}
    x, _, dy = op.inputs
    return [nn_grad_ops.conv2d_backprop_input(array_ops.shape(x), grad, dy, attrs), None,
            _conv2d(x, grad, attrs)]
