"""The update ops of ``tf.train.AdagradDAOptimizer``: ApplyAdagradDA and SparseApplyAdagradDA.

Mirrors ``gen_training_ops.apply_adagrad_da`` and ``sparse_apply_adagrad_da``. Inputs: the
references of the variable and its slots ``gradient_accumulator`` and
``gradient_squared_accumulator``, the gradient (then ``indices`` for the sparse op), the
scalars ``lr``, ``l1``, ``l2`` and ``global_step`` (int64). Dual averaging (Xiao 2010, with
Adagrad's step sizes) does not step from the current value: the variable is solved afresh
from the accumulated gradients ``g`` and squared gradients ``gg`` after ``t`` steps
(TF's CPU kernel):

    g  += grad;  gg += grad**2
    var = -lr * sign(g) * max(|g| - l1 * t, 0) / (l2 * t * lr + sqrt(gg))      (l1 > 0)
    var = -lr * g / (l2 * t * lr + sqrt(gg))                                    (otherwise)

Left out: resource variables.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     v = tf.Variable([5.0], name="v")
...     acc, sq = tf.Variable([1.0], name="acc"), tf.Variable([0.0], name="sq")
...     step = apply_adagrad_da(v, acc, sq, [3.0], 0.5, 0.0, 0.0, tf.constant(1, tf.int64))
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         out = sess.run(step)
>>> out.tolist()        # -0.5 * 4 / 3: the old value 5 plays no part
[-0.6666666865348816]
"""
import numpy as np

from .core import kernel
from .sparse_training_ops import _rounds, _sparse_apply_op
from .training_ops import _apply_op

_REFS = ("var", "gradient_accumulator", "gradient_squared_accumulator")


def apply_adagrad_da(var, gradient_accumulator, gradient_squared_accumulator, grad, lr, l1, l2,
                     global_step, use_locking=False, name=None):
    """Adds to both accumulators, then solves ``var`` from them; returns var's reference."""
    args = [("grad", grad), ("lr", lr), ("l1", l1), ("l2", l2), ("global_step", global_step)]
    return _apply_op("ApplyAdagradDA", list(zip(_REFS, (var, gradient_accumulator,
                                                        gradient_squared_accumulator))),
                     args, {"lr", "l1", "l2", "global_step"}, name,
                     use_locking=bool(use_locking))


def sparse_apply_adagrad_da(var, gradient_accumulator, gradient_squared_accumulator, grad,
                            indices, lr, l1, l2, global_step, use_locking=False, name=None):
    """ApplyAdagradDA on the rows ``indices`` of ``var`` and its accumulators."""
    return _sparse_apply_op("SparseApplyAdagradDA",
                            list(zip(_REFS, (var, gradient_accumulator,
                                             gradient_squared_accumulator))),
                            [("grad", grad), ("indices", indices), ("lr", lr), ("l1", l1),
                             ("l2", l2), ("global_step", global_step)], name,
                            use_locking=bool(use_locking))


def _adagrad_da(dtype, g, gg, lr, l1, l2, global_step):
    """The variable's entries solved from their accumulators ``g`` and ``gg``."""
    steps = dtype.type(global_step)
    denominator = l2 * (steps * lr) + np.sqrt(gg)
    if l1 > 0:
        kept = np.maximum(np.abs(g) - steps * l1, dtype.type(0))
        return lr * dtype.type(-1) * np.sign(g) * kept / denominator
    return lr * g * dtype.type(-1) / denominator


@kernel("ApplyAdagradDA", takes_refs=3)
def _apply_adagrad_da(op, slot, g_slot, gg_slot, grad, lr, l1, l2, global_step):
    value, g, gg = slot.read(op), g_slot.read(op), gg_slot.read(op)
    g += grad
    gg += grad * grad
    value[...] = _adagrad_da(value.dtype, g, gg, lr, l1, l2, global_step)
    return slot


@kernel("SparseApplyAdagradDA", takes_refs=3)
def _sparse_apply_adagrad_da(op, slot, g_slot, gg_slot, grad, indices, lr, l1, l2, global_step):
    value, g, gg = slot.read(op), g_slot.read(op), gg_slot.read(op)
    for at, rows in _rounds(op, value.shape[0], indices):
        g[rows] += grad[at]
        gg[rows] += grad[at] * grad[at]
        value[rows] = _adagrad_da(value.dtype, g[rows], gg[rows], lr, l1, l2, global_step)
    return slot
