"""The update ops of ``tf.train.AdadeltaOptimizer``: ApplyAdadelta and SparseApplyAdadelta.

Mirrors ``gen_training_ops.apply_adadelta`` and ``sparse_apply_adadelta``. Both take the
variable's reference and its two slots' (``accum``, ``accum_update``), then ``lr``, ``rho``,
``epsilon`` (scalars) and the gradient; the sparse one also ``indices`` and changes only those
rows (see ``sparse_training_ops.py``). TF's CPU kernel, in its order:

    accum        = rho * accum + (1 - rho) * grad**2
    update       = sqrt(accum_update + epsilon) / sqrt(accum + epsilon) * grad
    var         -= lr * update
    accum_update = rho * accum_update + (1 - rho) * update**2

So each entry's step is in the units of the variable: the root of the recent squared steps
over the root of the recent squared gradients. ``lr`` is 1.0 in the paper, 0.001 in TF.
Left out: resource variables.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     v = tf.Variable([1.0], name="v")
...     acc, upd = tf.Variable([0.0], name="acc"), tf.Variable([0.0], name="upd")
...     step = apply_adadelta(v, acc, upd, 1.0, 0.0, 1.0, [2.0])
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         out = sess.run(step)
>>> step.op.type, [round(float(x), 4) for x in out]  # 1 - sqrt(1) / sqrt(5) * 2
('ApplyAdadelta', [0.1056])
"""
import numpy as np

from .core import kernel
from .sparse_training_ops import _rounds, _sparse_apply_op
from .training_ops import _apply_op

_SCALARS = ("lr", "rho", "epsilon")


def apply_adadelta(var, accum, accum_update, lr, rho, epsilon, grad, use_locking=False,
                   name=None):
    """Updates ``accum``, ``var`` then ``accum_update`` in place; returns var's reference."""
    return _apply_op("ApplyAdadelta",
                     [("var", var), ("accum", accum), ("accum_update", accum_update)],
                     list(zip(_SCALARS, (lr, rho, epsilon))) + [("grad", grad)],
                     set(_SCALARS), name, use_locking=bool(use_locking))


def sparse_apply_adadelta(var, accum, accum_update, lr, rho, epsilon, grad, indices,
                          use_locking=False, name=None):
    """ApplyAdadelta on the rows ``indices`` of ``var`` and its two slots."""
    return _sparse_apply_op("SparseApplyAdadelta",
                            [("var", var), ("accum", accum), ("accum_update", accum_update)],
                            list(zip(_SCALARS, (lr, rho, epsilon)))
                            + [("grad", grad), ("indices", indices)], name,
                            use_locking=bool(use_locking))


def _adadelta(value, accum, accum_update, lr, rho, epsilon, grad):
    """The new (value, accum, accum_update) of some entries."""
    one = value.dtype.type(1)
    accum = accum * rho + grad * grad * (one - rho)
    update = np.sqrt(accum_update + epsilon) / np.sqrt(accum + epsilon) * grad
    return value - update * lr, accum, accum_update * rho + update * update * (one - rho)


@kernel("ApplyAdadelta", takes_refs=3)
def _apply_adadelta(op, slot, accum_slot, update_slot, lr, rho, epsilon, grad):
    value, accum, accum_update = slot.read(op), accum_slot.read(op), update_slot.read(op)
    value[...], accum[...], accum_update[...] = _adadelta(value, accum, accum_update, lr, rho,
                                                          epsilon, grad)
    return slot


@kernel("SparseApplyAdadelta", takes_refs=3)
def _sparse_apply_adadelta(op, slot, accum_slot, update_slot, lr, rho, epsilon, grad, indices):
    value, accum, accum_update = slot.read(op), accum_slot.read(op), update_slot.read(op)
    for at, rows in _rounds(op, value.shape[0], indices):
        value[rows], accum[rows], accum_update[rows] = _adadelta(
            value[rows], accum[rows], accum_update[rows], lr, rho, epsilon, grad[at])
    return slot
