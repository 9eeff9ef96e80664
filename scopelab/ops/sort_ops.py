"""Reordering: ``tf.sort`` and ``tf.argsort`` (built from TopKV2), ``tf.roll`` (the Roll op)
and ``tf.meshgrid``.

Mirrors ``sort_ops.py``, ``manip_ops.roll`` and ``array_ops.meshgrid``. TF has no sort op:
``sort`` asks ``top_k`` for all ``k = shape[axis]`` entries, which come largest first, so an
ascending sort negates the values first and the result after (an integer x becomes
``-x - 1``, which cannot overflow). Another axis than the last is swapped to the end and
back. ``roll`` shifts entries along axes, wrapping around; its gradient rolls back.
``meshgrid`` makes coordinate grids by multiplying each reshaped vector by ones of the full
shape ('xy' indexing swaps the first two axes, as numpy's does).
Left out: sorting along an axis other than the last when the rank is unknown; unsigned ints.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([3.0, 1.0, 2.0])
...     ops = [tf.sort(x), tf.argsort(x, direction="DESCENDING"), tf.roll(x, 1, 0)]
...     with tf.Session() as sess:
...         s, i, r = sess.run(ops)
>>> s.tolist(), i.tolist(), r.tolist()
([1.0, 2.0, 3.0], [0, 2, 1], [2.0, 3.0, 1.0])
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from .array_ops import ones, rank, reshape, shape
from .core import constant, convert_to_tensor, kernel, make_op, static_value
from .grad_ops import size
from .indexing_ops import transpose
from .top_k_ops import top_k

_DIRECTIONS = ("ASCENDING", "DESCENDING")


def _descending(values, axis, want_indices):
    k = shape(values)[axis]
    rank(values)
    ndims = values.shape.ndims
    swap = None
    if not (axis == -1 or axis + 1 == ndims):
        if ndims is None:
            raise NotImplementedError("scopelab sorts along an axis other than the last only "
                                      "for a known rank")
        axis = axis + ndims if axis < 0 else axis
        swap = constant(np.r_[np.arange(axis), [ndims - 1], np.arange(axis + 1, ndims - 1),
                              [axis]], name="transposition")
        values = transpose(values, swap)
    result = top_k(values, k)[1 if want_indices else 0]
    return result if swap is None else transpose(result, swap)


def _sort_or_argsort(values, axis, direction, want_indices):
    if direction not in _DIRECTIONS:
        raise ValueError("Argument `direction` should be one of ASCENDING, DESCENDING. "
                         "Received: direction=%s" % direction)
    axis_t = convert_to_tensor(axis, name="axis")
    axis = static_value(axis_t)
    if axis_t.shape.ndims not in (None, 0) or axis is None:
        raise ValueError("Argument `axis` must be a constant scalar. Received: axis=%s."
                         % axis_t)
    axis = int(axis)
    values = convert_to_tensor(values, name="values")
    if direction == "DESCENDING":
        return _descending(values, axis, want_indices)
    if values.dtype.is_integer:
        result = _descending(-values - 1, axis, want_indices)
        return result if want_indices else -result - 1
    result = _descending(-values, axis, want_indices)
    return result if want_indices else -result


def sort(values, axis=-1, direction="ASCENDING", name=None):
    """``values`` sorted along ``axis``."""
    g = graph_from_inputs((values,))
    with g.name_scope(name, "sort"):
        return _sort_or_argsort(values, axis, direction, False)


def argsort(values, axis=-1, direction="ASCENDING", stable=False, name=None):
    """The indices that sort ``values`` along ``axis`` (int32); equal values keep their order
    (top_k's is stable, so ``stable`` changes nothing, as in TF)."""
    g = graph_from_inputs((values,))
    with g.name_scope(name, "argsort"):
        return _sort_or_argsort(values, axis, direction, True)


def roll(input, shift, axis, name=None):  # noqa: A002 - TF's argument name
    """``input`` with its entries moved ``shift`` places along ``axis``, wrapping around
    (both may be lists, one shift per axis)."""
    g = graph_from_inputs((input, shift, axis))
    with g.name_scope(name or "Roll") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        shift_t = convert_to_tensor(shift, name="shift", graph=g)
        axis_t = convert_to_tensor(axis, name="axis", graph=g)
        dtype = x.dtype.base_dtype
        return make_op(g, "Roll", [x, shift_t, axis_t], scope, dtype, x.shape,
                       {"T": dtype, "Tshift": shift_t.dtype.base_dtype,
                        "Taxis": axis_t.dtype.base_dtype})


@kernel("Roll")
def _roll(op, x, shift, axis):
    shift, axis = np.ravel(shift).tolist(), np.ravel(axis).tolist()
    return np.roll(x, shift, [a % x.ndim for a in axis])


def meshgrid(*args, **kwargs):
    """Coordinate grids from 1-D ``args``: the i-th output varies along axis i ('ij'
    indexing) or, with the default 'xy', the first two swap."""
    indexing = kwargs.pop("indexing", "xy")
    name = kwargs.pop("name", "meshgrid")
    if kwargs:
        raise TypeError("'%s' is an invalid keyword argument for this function"
                        % list(kwargs)[0])
    if indexing not in ("xy", "ij"):
        raise ValueError("Argument `indexing` parameter must be either 'xy' or 'ij', got '%s'"
                         % indexing)
    g = graph_from_inputs(args)
    with g.name_scope(name, "meshgrid"):
        n = len(args)
        if not n:
            return []
        grids = []
        for i, x in enumerate(args):
            vector = x if isinstance(x, Tensor) else convert_to_tensor(list(x), name="stack")
            grids.append(reshape(vector, [1] * i + [-1] + [1] * (n - i - 1)))
        sizes = [size(x) for x in args]
        dtype = convert_to_tensor(args[0]).dtype.base_dtype
        if indexing == "xy" and n > 1:
            grids[0] = reshape(grids[0], [1, -1] + [1] * (n - 2))
            grids[1] = reshape(grids[1], [-1, 1] + [1] * (n - 2))
            sizes[0], sizes[1] = sizes[1], sizes[0]
        full = ones(sizes, dtypes.as_dtype(dtype))
        return [x * full for x in grids]
