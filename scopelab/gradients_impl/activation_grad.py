"""Gradients of the smooth activations and of LRN: Softplus, Elu, Selu, Softsign, LRN.

Mirrors those functions of ``nn_grad.py``. Elu and Selu differentiate through their output
(``EluGrad(grad, y)``: for y < 0 the slope is ``y + 1``), which the forward pass has already
computed; Softsign through its input. Softplus needs no op of its own: its derivative is the
sigmoid, so its gradient is ``grad * sigmoid(x)`` (a ``Sigmoid`` and a ``mul``). LRN's gradient
is one ``LRNGrad`` op with the forward op's attributes.
Left out: gradients of the gradient ops (second derivatives).

>>> import scopelab as tf
>>> from scopelab.gradients_impl import gradients
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([-30.0, 0.0, 30.0])
...     dx, = gradients(tf.nn.softplus(x), [x])
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> dx.name, value.astype(float).round(4).tolist()
('gradients/Softplus_grad/mul:0', [0.0, 0.5, 1.0])
"""
from ..ops import local_normalization_ops, smooth_activation_ops
from ..ops.math_ops import sigmoid
from .registry import RegisterGradient


@RegisterGradient("Softplus")
def _softplus_grad(op, grad):
    return grad * sigmoid(op.inputs[0])


@RegisterGradient("Elu")
def _elu_grad(op, grad):
    return smooth_activation_ops.elu_grad(grad, op.outputs[0])


@RegisterGradient("Selu")
def _selu_grad(op, grad):
    return smooth_activation_ops.selu_grad(grad, op.outputs[0])


@RegisterGradient("Softsign")
def _softsign_grad(op, grad):
    return smooth_activation_ops.softsign_grad(grad, op.inputs[0])


@RegisterGradient("LRN")
def _lrn_grad(op, grad):
    a = op.attrs
    return local_normalization_ops.lrn_grad(grad, op.inputs[0], op.outputs[0],
                                            a["depth_radius"], a["bias"], a["alpha"], a["beta"])
