"""Slices with tensor bounds, padding, and the ops that carry a slice's gradient back:
StridedSlice (``tf.strided_slice``), SplitV with a size tensor, Pad / PadV2 (``tf.pad``),
StridedSliceGrad, ConcatOffset.

Mirrors ``tf.strided_slice`` and ``tf.pad`` of ``array_ops.py`` and the gradient helpers of
``gen_array_ops``. ``x[1:, ::2]`` (``indexing_ops.py``) is sugar for ``tf.strided_slice``;
here the bounds are given as lists or tensors and the bit masks as numbers, as TF takes them.
A slice's gradient is the incoming gradient put back where the slice came from, zeros
elsewhere: ``StridedSliceGrad`` does that for a strided slice, ``Pad`` for a ``Slice``, and
``ConcatOffset`` says where each piece of a concatenation begins, so that concat's gradient can
slice it back out.
Left out: ``mode="REFLECT"`` / ``"SYMMETRIC"`` padding (MirrorPad), int64 bounds.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1, 2, 3], [4, 5, 6]])
...     row = tf.strided_slice(x, [1], [2], shrink_axis_mask=1)
...     framed = tf.pad(x, [[1, 0], [0, 1]])
...     with tf.Session() as sess:
...         values = sess.run([row, framed])
>>> row.shape, [v.tolist() for v in values]
(TensorShape([Dimension(3)]), [[4, 5, 6], [[0, 0, 0, 0], [1, 2, 3, 0], [4, 5, 6, 0]]])
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .array_ops import ones_like, shape_of
from .core import convert_to_tensor, kernel, make_op, static_value
from .indexing_ops import _index_tuple, _sliced_shape

_MASKS = ("begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask")


def _bounds(g, begin, end, strides):
    return [convert_to_tensor(v, dtypes.int32, n, graph=g)
            for v, n in ((begin, "begin"), (end, "end"), (strides, "strides"))]


def _static_index(bounds, masks, ndim):
    """The numpy index the bounds describe, if the graph fixes them, else None."""
    known = [static_value(b) for b in bounds]
    if ndim is None or any(k is None for k in known):
        return None
    return _index_tuple(*[np.ravel(k).tolist() for k in known], masks, ndim)


def strided_slice(input_, begin, end, strides=None, begin_mask=0, end_mask=0, ellipsis_mask=0,
                  new_axis_mask=0, shrink_axis_mask=0, var=None, name=None):
    """``input_[begin:end:strides]`` along each axis, bounds as lists or int32 tensors; bit i of
    a mask applies to bound i (``begin_mask``: start from the beginning, ``shrink_axis_mask``:
    take one index and drop the axis, ...). Missing strides are ones."""
    g = graph_from_inputs((input_, begin, end, strides))
    if strides is None:
        strides = ones_like(begin)
    with g._name_scope(name or "StridedSlice") as scope:
        x = convert_to_tensor(input_, name="input", graph=g)
        bounds = _bounds(g, begin, end, strides)
        masks = dict(zip(_MASKS, (begin_mask, end_mask, ellipsis_mask, new_axis_mask,
                                  shrink_axis_mask)))
        index = _static_index(bounds, masks, x.shape.ndims)
        shape = None if index is None else _sliced_shape(x.shape, index)
        dtype = x.dtype.base_dtype
        return make_op(g, "StridedSlice", [x] + bounds, scope, dtype, shape,
                       dict(masks, T=dtype, Index=dtypes.int32))


def strided_slice_grad(shape, begin, end, strides, dy, begin_mask=0, end_mask=0,
                       ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0, name=None):
    """A tensor of ``shape`` holding ``dy`` where ``strided_slice`` read it, zeros elsewhere."""
    g = graph_from_inputs((shape, begin, end, strides, dy))
    with g._name_scope(name or "StridedSliceGrad") as scope:
        shape = convert_to_tensor(shape, dtypes.int32, "shape", graph=g)
        bounds = _bounds(g, begin, end, strides)
        dy = convert_to_tensor(dy, name="dy", graph=g)
        masks = dict(zip(_MASKS, (begin_mask, end_mask, ellipsis_mask, new_axis_mask,
                                  shrink_axis_mask)))
        dtype = dy.dtype.base_dtype
        return make_op(g, "StridedSliceGrad", [shape] + bounds + [dy], scope, dtype,
                       shape_of(shape), dict(masks, T=dtype, Index=dtypes.int32))


@kernel("StridedSliceGrad")
def _strided_slice_grad(op, shape, begin, end, strides, dy):
    dx = np.zeros(shape.tolist(), dtype=dy.dtype)
    # The slice of dx is a view with dy's shape (an int bound drops its axis in both).
    dx[_index_tuple(begin.tolist(), end.tolist(), strides.tolist(), op.attrs, dx.ndim)] = dy
    return dx


def concat_offset(concat_dim, shape, name=None):
    """Where each of the concatenated pieces of shapes ``shape`` begins (one vector each)."""
    g = graph_from_inputs([concat_dim] + list(shape))
    with g._name_scope(name or "ConcatOffset") as scope:
        axis = convert_to_tensor(concat_dim, dtypes.int32, "concat_dim", graph=g)
        shapes = [convert_to_tensor(s, dtypes.int32, "shape_%d" % i, graph=g)
                  for i, s in enumerate(shape)]
        specs = [(dtypes.int32, s.shape) for s in shapes]
        op = g._create_op("ConcatOffset", [axis] + shapes, specs, g._op_name(scope),
                          {"N": len(shapes), "shape_type": dtypes.int32})
        return list(op.outputs)


@kernel("ConcatOffset")
def _concat_offset(op, axis, *shapes):
    shapes = np.array(shapes)
    offsets = np.zeros_like(shapes)
    sizes = shapes[:, int(axis)]
    offsets[1:, int(axis)] = np.cumsum(sizes)[:-1]
    return tuple(offsets)


def split_v(value, size_splits, axis, num_split, name=None):
    """``value`` cut along ``axis`` into ``num_split`` pieces of sizes ``size_splits`` (a
    tensor allowed): the op ``tf.split`` builds for a list of sizes."""
    g = graph_from_inputs((value, size_splits, axis))
    with g._name_scope(name or "SplitV") as scope:
        x = convert_to_tensor(value, name="value", graph=g)
        sizes = convert_to_tensor(size_splits, dtypes.int32, "size_splits", graph=g)
        split_dim = convert_to_tensor(axis, dtypes.int32, "split_dim", graph=g)
        known_axis, known_sizes, dims = static_value(split_dim), static_value(sizes), \
            x.shape.dims
        parts = [None if dims is None else [None] * len(dims)] * num_split
        if dims is not None and known_axis is not None:
            for i in range(num_split):
                parts[i] = list(dims)
                parts[i][int(known_axis)] = None if known_sizes is None else int(known_sizes[i])
        dtype = x.dtype.base_dtype
        op = g._create_op("SplitV", [x, sizes, split_dim], [(dtype, p) for p in parts],
                          g._op_name(scope), {"T": dtype, "Tlen": dtypes.int32,
                                              "num_split": num_split})
        return list(op.outputs)


def pad(tensor, paddings, mode="CONSTANT", name=None, constant_values=0):
    """``tensor`` with ``paddings[i] = [before, after]`` entries of ``constant_values`` added
    around axis i (``Pad``; ``PadV2`` when the value is not 0)."""
    if str(mode).upper() != "CONSTANT":
        raise NotImplementedError("scopelab pads with a constant only, not mode=%r" % (mode,))
    g = graph_from_inputs((tensor, paddings, constant_values))
    zero = not hasattr(constant_values, "graph") and np.ndim(constant_values) == 0 \
        and constant_values == 0
    op_type = "Pad" if zero else "PadV2"
    with g._name_scope(name or op_type) as scope:
        x = convert_to_tensor(tensor, name="input", graph=g)
        p = convert_to_tensor(paddings, dtypes.int32, "paddings", graph=g)
        inputs = [x, p]
        if not zero:
            inputs.append(convert_to_tensor(constant_values, x.dtype.base_dtype,
                                            "constant_values", graph=g))
        known, dims = static_value(p), x.shape.dims
        if known is None or dims is None:
            shape = None if dims is None else [None] * len(dims)
        else:
            shape = [None if d is None else d + int(a) + int(b)
                     for d, (a, b) in zip(dims, np.reshape(known, (-1, 2)).tolist())]
        dtype = x.dtype.base_dtype
        return make_op(g, op_type, inputs, scope, dtype, shape,
                       {"T": dtype, "Tpaddings": dtypes.int32})


kernel("Pad")(lambda op, x, paddings: np.pad(x, paddings.tolist()))
kernel("PadV2")(lambda op, x, paddings, value: np.pad(x, paddings.tolist(),
                                                      constant_values=value))


__all__ = ["strided_slice", "strided_slice_grad", "concat_offset", "split_v", "pad"]
