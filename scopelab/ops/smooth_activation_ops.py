"""Smooth activations: Softplus, Softsign, Elu, Selu, and ``tf.log_sigmoid`` built from them.

Mirrors ``tf.nn.softplus``, ``softsign``, ``elu`` and ``selu`` (``gen_nn_ops``) and
``tf.log_sigmoid`` (``math_ops``). Unlike ReLU these have a slope everywhere, so no unit stops
learning: softplus ``log(1 + exp(x))`` is a smooth ReLU whose derivative is the sigmoid;
elu bends to -1 below zero; selu is elu scaled so that activations keep mean 0 and
variance 1 through many layers. ``log_sigmoid(x)`` is ``-softplus(-x)``, which stays finite
where ``log(sigmoid(x))`` would take the log of 0.
``EluGrad``, ``SeluGrad`` and ``SoftsignGrad`` are the derivatives ``tf.gradients`` builds
(gradients_impl/activation_grad.py); softplus's is ``grad * sigmoid(x)``, ordinary ops.
Left out: gradients of the gradient ops.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([-1.0, 0.0, 2.0])
...     outs = [tf.nn.softplus(x), tf.nn.elu(x), tf.log_sigmoid(x)]
...     with tf.Session() as sess:
...         values = sess.run(outs)
>>> [t.op.name for t in outs], [[round(v, 4) for v in a.tolist()] for a in values]
(['Softplus', 'Elu', 'LogSigmoid'], [[0.3133, 0.6931, 2.1269], [-0.6321, 0.0, 2.0], [-1.3133, -0.6931, -0.1269]])
"""
import numpy as np

from ..default_graph import graph_from_inputs
from .core import convert_to_tensor, kernel
from .shape_rules import input_shape
from .elementwise_grad_ops import elementwise_grad_op
from .math_ops import negative
from .softmax_ops import FLOAT_TYPES
from .unary_math_ops import checked_unary

# selu's constants (Klambauer et al., 2017): with them, a layer's outputs keep mean 0 and
# variance 1 when its inputs have them.
_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


def softplus(features, name=None):
    """``log(1 + exp(features))``."""
    return checked_unary("Softplus", features, "features", name, FLOAT_TYPES)


def softsign(features, name=None):
    """``features / (1 + |features|)``."""
    return checked_unary("Softsign", features, "features", name, FLOAT_TYPES)


def elu(features, name=None):
    """``features`` where positive, else ``exp(features) - 1``."""
    return checked_unary("Elu", features, "features", name, FLOAT_TYPES)


def selu(features, name=None):
    """``scale * features`` where positive, else ``scale * alpha * (exp(features) - 1)``."""
    return checked_unary("Selu", features, "features", name, FLOAT_TYPES)


def log_sigmoid(x, name=None):
    """``log(sigmoid(x))``, computed as ``-softplus(-x)``."""
    g = graph_from_inputs((x,))
    with g.name_scope(name, "LogSigmoid") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        return negative(softplus(negative(x)), name=scope)


@kernel("Softplus", shape=input_shape)
def _softplus(op, x):
    """Where exp(x) is tiny next to 1, log1p(exp(x)) is exp(x); where 1 is tiny next to exp(x),
    it is x. TF switches to those forms at the same thresholds, and so does this."""
    wide = np.float32 if x.dtype == np.float16 else x.dtype  # float16 is computed in float32
    threshold = np.log(np.finfo(x.dtype).eps) + 2
    xw = x.astype(wide, copy=False)
    out = np.log1p(np.exp(xw))
    out = np.where(xw > -threshold, xw, np.where(xw < threshold, np.exp(xw), out))
    return out.astype(x.dtype, copy=False)


kernel("Softsign", shape=input_shape)(lambda op, x: x / (1 + np.abs(x)))
# TF's kernels take exp(x) - 1, not expm1(x); the two differ in float16 and for tiny x.
kernel("Elu", shape=input_shape)(lambda op, x: np.where(x < 0, np.exp(np.minimum(x, 0)) - 1, x))
kernel("Selu", shape=input_shape)(lambda op, x: np.where(
    x < 0, (np.exp(np.minimum(x, 0)) - 1) * x.dtype.type(_SELU_SCALE * _SELU_ALPHA),
    x * x.dtype.type(_SELU_SCALE)))


# ---------------------------------------------------------------------- gradient ops
def elu_grad(gradients, outputs, name=None):
    """``gradients`` where the Elu's ``outputs`` are positive, else times ``outputs + 1``."""
    return elementwise_grad_op("EluGrad", gradients, outputs, ("gradients", "outputs"), name)


def selu_grad(gradients, outputs, name=None):
    """``gradients`` times selu's slope, read off its ``outputs``."""
    return elementwise_grad_op("SeluGrad", gradients, outputs, ("gradients", "outputs"), name)


def softsign_grad(gradients, features, name=None):
    """``gradients / (1 + |features|)**2``."""
    return elementwise_grad_op("SoftsignGrad", gradients, features, ("gradients", "features"), name)


kernel("EluGrad")(lambda op, dy, y: np.where(y < 0, dy * (y + 1), dy))
kernel("SeluGrad")(lambda op, dy, y: np.where(
    y < 0, dy * (y + y.dtype.type(_SELU_SCALE * _SELU_ALPHA)), dy * y.dtype.type(_SELU_SCALE)))
kernel("SoftsignGrad")(lambda op, dy, x: dy / np.square(1 + np.abs(x)))
