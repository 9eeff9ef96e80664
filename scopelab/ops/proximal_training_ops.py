"""The update ops of the proximal optimizers: ApplyProximalGradientDescent,
ApplyProximalAdagrad and their sparse twins.

Mirrors ``gen_training_ops``. A proximal step (FOBOS, Duchi and Singer 2009) first takes the
plain step, then pulls the result toward zero: by a fixed amount for l1 (entries that would
cross zero stop at it) and by a factor for l2. TF's CPU kernels, with ``rate`` the step size:

    ProximalGradientDescent  rate = alpha
    ProximalAdagrad          accum += grad**2;  rate = lr / sqrt(accum)

    prox = var - rate * grad
    var  = sign(prox) * max(|prox| - rate * l1, 0) / (1 + rate * l2)     (l1 > 0)
    var  = prox / (1 + rate * l2)                                        (otherwise)

Inputs: the variable's reference (and ProximalAdagrad's ``accum``), the scalars ``alpha`` or
``lr``, ``l1``, ``l2``, then the gradient (``delta`` for the dense gradient descent; the sparse
ops take ``grad`` and ``indices`` and change only those rows).
Left out: resource variables.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     v = tf.Variable([1.0, 0.05], name="v")
...     step = apply_proximal_gradient_descent(v, 0.5, 0.2, 0.0, [1.0, 0.0])
...     with tf.Session() as sess:
...         sess.run(v.initializer)
...         out = sess.run(step)
>>> out.tolist()                 # 1 - 0.5 - 0.1, and 0.05 stops at zero
[0.4000000059604645, 0.0]
"""
import numpy as np

from .core import kernel
from .sparse_training_ops import _rounds, _sparse_apply_op
from .training_ops import _apply_op


def apply_proximal_gradient_descent(var, alpha, l1, l2, delta, use_locking=False, name=None):
    """A gradient step of size ``alpha`` on ``var``, then the l1/l2 pull; returns var's ref."""
    return _apply_op("ApplyProximalGradientDescent", [("var", var)],
                     [("alpha", alpha), ("l1", l1), ("l2", l2), ("delta", delta)],
                     {"alpha", "l1", "l2"}, name, use_locking=bool(use_locking))


def apply_proximal_adagrad(var, accum, lr, l1, l2, grad, use_locking=False, name=None):
    """Adds ``grad**2`` to ``accum``, then an Adagrad step on ``var`` and the l1/l2 pull."""
    return _apply_op("ApplyProximalAdagrad", [("var", var), ("accum", accum)],
                     [("lr", lr), ("l1", l1), ("l2", l2), ("grad", grad)],
                     {"lr", "l1", "l2"}, name, use_locking=bool(use_locking))


def sparse_apply_proximal_gradient_descent(var, alpha, l1, l2, grad, indices, use_locking=False,
                                           name=None):
    """ApplyProximalGradientDescent on the rows ``indices`` of ``var``."""
    return _sparse_apply_op("SparseApplyProximalGradientDescent", [("var", var)],
                            [("alpha", alpha), ("l1", l1), ("l2", l2), ("grad", grad),
                             ("indices", indices)], name, use_locking=bool(use_locking))


def sparse_apply_proximal_adagrad(var, accum, lr, l1, l2, grad, indices, use_locking=False,
                                  name=None):
    """ApplyProximalAdagrad on the rows ``indices`` of ``var`` and ``accum``."""
    return _sparse_apply_op("SparseApplyProximalAdagrad", [("var", var), ("accum", accum)],
                            [("lr", lr), ("l1", l1), ("l2", l2), ("grad", grad),
                             ("indices", indices)], name, use_locking=bool(use_locking))


def _proximal(value, rate, l1, l2, grad):
    """``value`` after a step of ``rate`` (a scalar or per entry) and the l1/l2 pull."""
    one = value.dtype.type(1)
    prox = value - grad * rate
    if l1 > 0:
        prox = np.sign(prox) * np.maximum(np.abs(prox) - rate * l1, value.dtype.type(0))
    return prox / (one + rate * l2)


@kernel("ApplyProximalGradientDescent", takes_refs=True)
def _apply_proximal_gradient_descent(op, slot, alpha, l1, l2, delta):
    value = slot.read(op)
    value[...] = _proximal(value, alpha, l1, l2, delta)
    return slot


@kernel("ApplyProximalAdagrad", takes_refs=2)
def _apply_proximal_adagrad(op, slot, accum_slot, lr, l1, l2, grad):
    value, accum = slot.read(op), accum_slot.read(op)
    accum += grad * grad
    value[...] = _proximal(value, lr / np.sqrt(accum), l1, l2, grad)
    return slot


@kernel("SparseApplyProximalGradientDescent", takes_refs=True)
def _sparse_apply_proximal_gradient_descent(op, slot, alpha, l1, l2, grad, indices):
    value = slot.read(op)
    for at, rows in _rounds(op, value.shape[0], indices):
        value[rows] = _proximal(value[rows], alpha, l1, l2, grad[at])
    return slot


@kernel("SparseApplyProximalAdagrad", takes_refs=2)
def _sparse_apply_proximal_adagrad(op, slot, accum_slot, lr, l1, l2, grad, indices):
    value, accum = slot.read(op), accum_slot.read(op)
    for at, rows in _rounds(op, value.shape[0], indices):
        g = grad[at]
        accum[rows] += g * g
        value[rows] = _proximal(value[rows], lr / np.sqrt(accum[rows]), l1, l2, g)
    return slot
