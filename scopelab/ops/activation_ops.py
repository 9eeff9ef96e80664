"""Bounded and leaky activations: Relu6, LeakyRelu, and the ops their gradients use.

Mirrors ``tf.nn.relu6`` and ``tf.nn.leaky_relu`` of ``nn_ops.py``. ``relu6`` caps ReLU at 6,
which keeps activations small enough for low-precision arithmetic; ``leaky_relu`` lets a small
slope ``alpha`` through for negative inputs, so units never stop learning entirely. Both
open a name scope of their own, so a Python value becomes ``Relu6/features``.
``Relu6Grad`` and ``LeakyReluGrad`` are the elementwise derivatives that ``tf.gradients``
builds (gradients_impl/array_grad.py); they live here, next to the ops they differentiate.
(``tf.nn.crelu`` is in ``nn_ops.py``, ``elu`` and ``selu`` in ``smooth_activation_ops.py``.) (The gradients of the gradient ops,
for second derivatives, are in gradients_impl/second_order_grad.py.)

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([-2.0, 3.0, 8.0])
...     y, z = tf.nn.relu6(x), tf.nn.leaky_relu(x, alpha=0.5)
...     with tf.Session() as sess:
...         values = sess.run([y, z])
>>> y.op.type, z.op.attrs["alpha"], [v.tolist() for v in values]
('Relu6', 0.5, [[0.0, 3.0, 6.0], [-1.0, 3.0, 8.0]])
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .core import convert_to_tensor, kernel, make_op, one_input_op
from .shape_rules import input_shape
from .elementwise_grad_ops import elementwise_grad_op
from .math_ops import cast


def relu6(features, name=None):
    """``min(max(features, 0), 6)``."""
    return one_input_op("Relu6", features, "features", name, wrapper=True)


kernel("Relu6", shape=input_shape, shape_inputs=())(lambda op, x: np.minimum(np.maximum(x, 0), 6))


def leaky_relu(features, alpha=0.2, name=None):
    """``features`` where positive, else ``alpha * features``; integers become float32."""
    g = graph_from_inputs((features,))
    with g.name_scope(name, "LeakyRelu") as scope:
        x = convert_to_tensor(features, name="features", graph=g)
        if x.dtype.is_integer:
            x = cast(x, dtypes.float32)
        if isinstance(alpha, np.ndarray):
            alpha = alpha.item()
        # alpha is an attribute of the node, not an input: it cannot be a tensor.
        if not isinstance(alpha, (int, float, np.number)) or isinstance(alpha, bool):
            raise TypeError("Expected float for argument 'alpha' not %r." % (alpha,))
        dtype = x.dtype.base_dtype
        return make_op(g, "LeakyRelu", [x], scope, dtype, x.shape,
                       {"T": dtype, "alpha": float(alpha)})


kernel("LeakyRelu", shape=input_shape)(
    lambda op, x: np.where(x > 0, x, x * x.dtype.type(op.attrs["alpha"])))


# ---------------------------------------------------------------------- gradient ops
_ARGNAMES = ("gradients", "features")


def relu6_grad(gradients, features, name=None):
    """``gradients`` where the Relu6 output ``features`` lies strictly between 0 and 6."""
    return elementwise_grad_op("Relu6Grad", gradients, features, _ARGNAMES, name)


def leaky_relu_grad(gradients, features, alpha=0.2, name=None):
    """``gradients`` where the LeakyRelu input ``features`` is positive, else times alpha."""
    return elementwise_grad_op("LeakyReluGrad", gradients, features, _ARGNAMES, name,
                               {"alpha": float(alpha)})


kernel("Relu6Grad")(lambda op, dy, y: dy * ((y > 0) & (y < 6)))
kernel("LeakyReluGrad")(
    lambda op, dy, x: np.where(x > 0, dy, dy * dy.dtype.type(op.attrs["alpha"])))
