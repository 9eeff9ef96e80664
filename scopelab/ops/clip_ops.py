"""Clipping: ``clip_by_value``, ``clip_by_norm``, ``global_norm``, ``clip_by_global_norm``, and
``saturate_cast``.

Mirrors ``clip_ops.py``. These are built from ordinary ops (Minimum, Maximum, Sum, Sqrt,
Select...), so ``tf.gradients`` goes through them without gradients of their own.
The classic use is gradient clipping: take the gradients from ``compute_gradients``, scale
them all by one factor so that their joint norm (``global_norm``) is at most ``clip_norm``,
and hand them to ``apply_gradients``. One factor for all keeps the update's direction.
An IndexedSlices (a sparse gradient) is clipped through its rows: the norms count only the rows
it holds, and the result is an IndexedSlices on the same indices.
``saturate_cast(value, dtype)`` casts with values out of the new dtype's range clamped to it
first (300 to uint8 is 255, not 44): TF's own op ``ClipByValue`` named ``saturate_cast/clamp``
between two Consts of the input's dtype, then the ``Cast``, always there, even from float32 to
float64 (the bounds are then float32's own limits).
Left out: ``clip_by_average_norm``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a, b = tf.constant([3.0, 0.0]), tf.constant([0.0, 4.0])
...     (ca, cb), norm = tf.clip_by_global_norm([a, b], 1.0)
...     with tf.Session() as sess:
...         values = sess.run([ca, cb, norm])
>>> ca.name, [[round(float(u), 3) for u in v] for v in values[:2]], float(values[2])
('clip_by_global_norm/clip_by_global_norm/_0:0', [[0.6, 0.0], [0.0, 0.8]], 5.0)
"""
from collections import abc

import numpy as np

from .. import dtypes
from ..default_graph import name_scope
from ..indexed_slices import IndexedSlices
from . import array_ops, math_ops, nn_ops, reduction_ops
from .core import constant, convert_to_tensor, kernel, make_op
from .indexing_ops import select, stack


def clip_by_value(t, clip_value_min, clip_value_max, name=None):
    """``t`` with every entry moved into [clip_value_min, clip_value_max]."""
    with name_scope(name, "clip_by_value", [t, clip_value_min, clip_value_max]) as scope:
        values = convert_to_tensor(_values(t), name="t")
        t_min = math_ops.minimum(values, clip_value_max)
        # The bounds may broadcast, but must not make the result larger than t.
        values.shape.assert_is_compatible_with(t_min.shape)
        t_max = math_ops.maximum(t_min, clip_value_min, name=scope)
        values.shape.assert_is_compatible_with(t_max.shape)
        return _like(t, t_max)


def clip_by_norm(t, clip_norm, axes=None, name=None):
    """``t`` scaled down, if needed, so that its L2 norm (over ``axes``, else all of it) is at
    most ``clip_norm``."""
    with name_scope(name, "clip_by_norm", [t, clip_norm]) as scope:
        values = convert_to_tensor(_values(t), name="t")
        if np.isscalar(clip_norm):
            clip_norm = max(clip_norm, 0)
        else:
            clip_norm = math_ops.cast(math_ops.maximum(clip_norm, 0), values.dtype)
        l2sum = reduction_ops.reduce_sum(values * values, axes, keepdims=True)
        # sqrt has an infinite slope at 0: where the sum is 0, take the root of 1 instead
        # and throw it away, so that the gradient stays finite.
        pred = l2sum > 0
        l2sum_safe = select(pred, l2sum, array_ops.ones_like(l2sum))
        l2norm = select(pred, math_ops.sqrt(l2sum_safe), l2sum)
        intermediate = values * clip_norm
        values.shape.assert_is_compatible_with(intermediate.shape)
        return _like(t, array_ops.identity(intermediate / math_ops.maximum(l2norm, clip_norm),
                                           name=scope))


def _values(t):
    """What gets clipped: a tensor itself, an IndexedSlices' rows."""
    return t.values if isinstance(t, IndexedSlices) else t


def _like(t, clipped):
    """The clipped values in ``t``'s form: an IndexedSlices stays one, on the same rows."""
    return IndexedSlices(clipped, t.indices, t.dense_shape) if isinstance(t, IndexedSlices) \
        else clipped


def _check_sequence(t_list):
    if not isinstance(t_list, abc.Sequence) or isinstance(t_list, str):
        raise TypeError("`t_list` should be a sequence of tensors. Received %s." % type(t_list))


def global_norm(t_list, name=None):
    """``sqrt(sum of every entry squared)`` over all the tensors of ``t_list`` (None skipped)."""
    _check_sequence(t_list)
    t_list = list(t_list)
    with name_scope(name, "global_norm", t_list):
        values = [None if t is None else convert_to_tensor(_values(t), name="t_%d" % i)
                  for i, t in enumerate(t_list)]
        half_squared_norms = []
        for v in values:
            if v is not None:
                with v.graph.colocate_with(v.op):
                    half_squared_norms.append(nn_ops.l2_loss(v))
        half_squared_norm = reduction_ops.reduce_sum(stack(half_squared_norms))
        two = constant(2.0, dtype=half_squared_norm.dtype.base_dtype)
        return math_ops.sqrt(half_squared_norm * two, name="global_norm")


def clip_by_global_norm(t_list, clip_norm, use_norm=None, name=None):
    """(the tensors of ``t_list`` scaled by ``clip_norm / max(global_norm, clip_norm)``, the
    global norm). Give ``use_norm`` if it is computed already."""
    _check_sequence(t_list)
    t_list = list(t_list)
    if use_norm is None:
        use_norm = global_norm(t_list, name)
    with name_scope(name, "clip_by_global_norm", t_list + [clip_norm]) as scope:
        inverse = 1.0 / use_norm
        one = constant(1.0, dtype=use_norm.dtype.base_dtype)
        scale_for_finite = clip_norm * math_ops.minimum(inverse, one / clip_norm)
        # 0 for a finite norm; NaN for an infinite or NaN one, which makes every result NaN.
        scale = scale_for_finite + (use_norm - use_norm)
        values = [None if t is None else convert_to_tensor(_values(t), name="t_%d" % i)
                  for i, t in enumerate(t_list)]
        clipped = []
        for i, v in enumerate(values):
            if v is None:
                clipped.append(None)
                continue
            with v.graph.colocate_with(v.op):
                # The name repeats the scope's: TF names these "clip_by_global_norm/_0"
                # inside the scope "clip_by_global_norm/".
                clipped.append(array_ops.identity(v * math_ops.cast(scale, v.dtype),
                                                  name="%s_%d" % (scope, i)))
        return [c if c is None else _like(t, c) for c, t in zip(clipped, t_list)], use_norm


def saturate_cast(value, dtype, name=None):
    """``value`` cast to ``dtype``, clamped first to the values ``dtype`` can hold."""
    with name_scope(name, "saturate_cast", [value]) as scope:
        value = convert_to_tensor(value, name="value")
        dtype = dtypes.as_dtype(dtype).base_dtype
        low, high = _saturation_bounds(value.dtype.base_dtype, dtype)
        g = value.graph
        low = constant(low, value.dtype.base_dtype, graph=g)
        high = constant(high, value.dtype.base_dtype, graph=g)
        with g.name_scope("clamp") as clamp:
            value = make_op(g, "ClipByValue", [value, low, high], clamp, value.dtype.base_dtype,
                            value.shape, {"T": value.dtype.base_dtype})
        return math_ops.cast(value, dtype, name=scope)


def _saturation_bounds(source, target):
    """The bounds, in ``source``'s numpy type, of the values ``target`` can hold. A bound that
    rounds past ``target``'s range in ``source`` moves one step toward 0."""
    kind = source.as_numpy_dtype
    both = np.promote_types(kind, target.as_numpy_dtype)
    low = kind(np.maximum(source.min, target.min))
    if np.array([low, target.min], both)[0] < np.array([low, target.min], both)[1]:
        low = np.nextafter(low, kind(0), dtype=kind)
    with np.errstate(invalid="ignore"):
        # int64 to float32: float(int64's largest) does not fit back in an int64; the cast wraps
        # to int64's smallest, and TF then clamps every value to it, as here.
        high = kind(np.minimum(float(source.max), float(target.max)))
    if np.array([high, target.max], both)[0] > np.array([high, target.max], both)[1]:
        high = np.nextafter(high, kind(0), dtype=kind)
    return low, high


@kernel("ClipByValue")
def _clip_by_value(op, t, low, high):
    return np.maximum(np.minimum(t, high), low).astype(t.dtype)
