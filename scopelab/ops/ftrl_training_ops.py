"""The update ops of ``tf.train.FtrlOptimizer``: ApplyFtrl, ApplyFtrlV2 and their sparse twins.

Mirrors ``gen_training_ops.apply_ftrl`` / ``apply_ftrl_v2`` / ``sparse_apply_ftrl`` /
``sparse_apply_ftrl_v2``. Inputs: the references of the variable and its slots ``accum`` and
``linear``, the gradient (then ``indices`` for the sparse ops), and the scalars ``lr``, ``l1``,
``l2`` (V2: ``l2_shrinkage``) and ``lr_power``. TF's CPU kernel ("Follow The Regularized
Leader", McMahan et al. 2013), with ``p = -lr_power`` (a square root when ``lr_power`` is
-0.5):

    new_accum = accum + grad**2
    linear   += shrunk_grad - (new_accum**p - accum**p) / lr * var
    var       = (l1 * sign(linear) - linear) / (new_accum**p / lr + 2 * l2)
                where |linear| > l1, else 0
    accum     = new_accum

``shrunk_grad`` is the gradient, or for V2 ``grad + 2 * l2_shrinkage * var`` (the squared
gradient in ``accum`` stays the plain one). The l1 term makes entries exactly zero: FTRL's
sparse models. ``multiply_linear_by_lr`` is always False here (TF1's optimizer never sets it).
Left out: resource variables.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     v = tf.Variable([1.0, 1.0], name="v")
...     acc, lin = tf.Variable([1.0, 1.0], name="acc"), tf.Variable([0.0, 0.0], name="lin")
...     step = apply_ftrl(v, acc, lin, [0.1, 3.0], 1.0, 0.5, 0.0, -0.5)
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         out = sess.run(step)
>>> [round(float(x), 4) for x in out]      # the small gradient's entry is cut to zero
[0.0, -0.1068]
"""
import numpy as np

from .core import kernel
from .sparse_training_ops import _rounds, _sparse_apply_op
from .training_ops import _apply_op

_REFS = ("var", "accum", "linear")


def _args(grad, lr, l1, l2, l2_shrinkage, lr_power, indices=None):
    args = [("grad", grad)] + ([] if indices is None else [("indices", indices)])
    args += [("lr", lr), ("l1", l1), ("l2", l2)]
    if l2_shrinkage is not None:
        args.append(("l2_shrinkage", l2_shrinkage))
    return args + [("lr_power", lr_power)]


def apply_ftrl(var, accum, linear, grad, lr, l1, l2, lr_power, use_locking=False, name=None):
    """Updates ``linear``, ``var`` then ``accum`` in place; returns var's reference."""
    args = _args(grad, lr, l1, l2, None, lr_power)
    return _apply_op("ApplyFtrl", list(zip(_REFS, (var, accum, linear))), args,
                     {arg for arg, _ in args[1:]}, name, use_locking=bool(use_locking),
                     multiply_linear_by_lr=False)


def apply_ftrl_v2(var, accum, linear, grad, lr, l1, l2, l2_shrinkage, lr_power,
                  use_locking=False, name=None):
    """ApplyFtrl whose ``linear`` sees the gradient plus ``2 * l2_shrinkage * var``."""
    args = _args(grad, lr, l1, l2, l2_shrinkage, lr_power)
    return _apply_op("ApplyFtrlV2", list(zip(_REFS, (var, accum, linear))), args,
                     {arg for arg, _ in args[1:]}, name, use_locking=bool(use_locking),
                     multiply_linear_by_lr=False)


def sparse_apply_ftrl(var, accum, linear, grad, indices, lr, l1, l2, lr_power,
                      use_locking=False, name=None):
    """ApplyFtrl on the rows ``indices`` of ``var``, ``accum`` and ``linear``."""
    return _sparse_apply_op("SparseApplyFtrl", list(zip(_REFS, (var, accum, linear))),
                            _args(grad, lr, l1, l2, None, lr_power, indices), name,
                            use_locking=bool(use_locking), multiply_linear_by_lr=False)


def sparse_apply_ftrl_v2(var, accum, linear, grad, indices, lr, l1, l2, l2_shrinkage, lr_power,
                         use_locking=False, name=None):
    """ApplyFtrlV2 on the rows ``indices`` of ``var``, ``accum`` and ``linear``."""
    return _sparse_apply_op("SparseApplyFtrlV2", list(zip(_REFS, (var, accum, linear))),
                            _args(grad, lr, l1, l2, l2_shrinkage, lr_power, indices), name,
                            use_locking=bool(use_locking), multiply_linear_by_lr=False)


def _ftrl(value, accum, linear, grad, lr, l1, l2, lr_power, l2_shrinkage=None):
    """The new (value, accum, linear) of some entries."""
    dtype = value.dtype.type
    new_accum = accum + grad * grad
    shrunk = grad if l2_shrinkage is None else grad + dtype(2) * dtype(l2_shrinkage) * value
    if lr_power == dtype(-0.5):
        grown, old = np.sqrt(new_accum), np.sqrt(accum)
    else:
        grown, old = np.power(new_accum, -lr_power), np.power(accum, -lr_power)
    linear = linear + (shrunk - (grown - old) / lr * value)
    quadratic = grown / lr + dtype(2) * dtype(l2)
    value = np.where(np.abs(linear) > l1, (l1 * np.sign(linear) - linear) / quadratic,
                     dtype(0)).astype(value.dtype)
    return value, new_accum, linear


@kernel("ApplyFtrl", takes_refs=3)
def _apply_ftrl(op, slot, accum_slot, linear_slot, grad, lr, l1, l2, lr_power):
    value, accum, linear = slot.read(op), accum_slot.read(op), linear_slot.read(op)
    value[...], accum[...], linear[...] = _ftrl(value, accum, linear, grad, lr, l1, l2,
                                                lr_power)
    return slot


@kernel("ApplyFtrlV2", takes_refs=3)
def _apply_ftrl_v2(op, slot, accum_slot, linear_slot, grad, lr, l1, l2, l2_shrinkage,
                   lr_power):
    value, accum, linear = slot.read(op), accum_slot.read(op), linear_slot.read(op)
    value[...], accum[...], linear[...] = _ftrl(value, accum, linear, grad, lr, l1, l2,
                                                lr_power, l2_shrinkage)
    return slot


def _sparse_ftrl(op, slot, accum_slot, linear_slot, grad, indices, *hyper):
    value, accum, linear = slot.read(op), accum_slot.read(op), linear_slot.read(op)
    for at, rows in _rounds(op, value.shape[0], indices):
        value[rows], accum[rows], linear[rows] = _ftrl(value[rows], accum[rows], linear[rows],
                                                       grad[at], *hyper)
    return slot


@kernel("SparseApplyFtrl", takes_refs=3)
def _sparse_apply_ftrl(op, slot, accum_slot, linear_slot, grad, indices, lr, l1, l2, lr_power):
    return _sparse_ftrl(op, slot, accum_slot, linear_slot, grad, indices, lr, l1, l2, lr_power)


@kernel("SparseApplyFtrlV2", takes_refs=3)
def _sparse_apply_ftrl_v2(op, slot, accum_slot, linear_slot, grad, indices, lr, l1, l2,
                          l2_shrinkage, lr_power):
    return _sparse_ftrl(op, slot, accum_slot, linear_slot, grad, indices, lr, l1, l2,
                        lr_power, l2_shrinkage)
