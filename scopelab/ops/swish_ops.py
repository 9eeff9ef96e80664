"""``tf.nn.swish`` (also ``tf.nn.silu``): ``x * sigmoid(beta * x)``, with TF's own gradient.

Mirrors ``swish`` of ``nn_impl.py``. TF writes the gradient by hand with ``custom_gradient``,
which in a graph builds (in the caller's scope, no scope of its own):

- the forward ops from ordinary ones (``mul``, ``Sigmoid``, ``mul_1``), then an ``Identity``
  of the result that nothing uses (TF's search for variables inside leaves it behind);
- an ``IdentityN`` over the result, ``features`` and ``beta``, built under
  ``gradient_override_map`` so that its gradient is one registered for this call only, under
  a fresh name ``CustomGradient-<n>`` (kept in its ``_gradient_op_type`` attr). Its first
  output is swish's value.

That gradient sends nothing back through the forward ops: it recomputes the sigmoid after
the incoming gradient arrives (a control dependency, so the forward one need not be kept) and
returns ``dy * sigmoid(bx) * (1 + bx * (1 - sigmoid(bx)))`` for ``features`` and the sum of
``dy * x**2 * sigmoid(bx) * (1 - sigmoid(bx))`` for ``beta``.
Left out: ``tf.custom_gradient`` itself; the number in the gradient's name counts calls of
this function, where TF's counts every unique id its process handed out.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     x = tf.constant([-1.0, 0.0, 2.0])
...     y = tf.nn.swish(x)
...     dx, = tf.gradients(y, x)
...     with tf.Session() as sess:
...         values = sess.run([y, dx])
>>> y.name, [[round(v, 4) for v in a.tolist()] for a in values]
('IdentityN:0', [[-0.2689, 0.0, 1.7616], [0.0723, 0.5, 1.0908]])
"""
import itertools

from ..core.registry import register
from ..default_graph import control_dependencies, get_default_graph
from .array_ops import identity, identity_n
from .core import convert_to_tensor
from .math_ops import cast, sigmoid, square
from .reduction_ops import reduce_sum

_CALLS = itertools.count(1)


def swish(features, beta=1.0):
    """``features * sigmoid(beta * features)``."""
    features = convert_to_tensor(features, name="features")
    beta = cast(convert_to_tensor(beta, name="beta"), features.dtype.base_dtype)
    result = features * sigmoid(beta * features)
    identity(result)

    def grad(op, dy, *unused_input_grads):
        with control_dependencies([dy]):
            sig = sigmoid(beta * features)
        activation_grad = sig * (1.0 + (beta * features) * (1.0 - sig))
        beta_grad = reduce_sum(dy * square(features) * sig * (1.0 - sig))
        return [None, dy * activation_grad, beta_grad]

    name = "CustomGradient-%d" % next(_CALLS)
    register(name, gradient=grad)
    with get_default_graph().gradient_override_map({"IdentityN": name}):
        return identity_n([result, features, beta])[0]


silu = swish
