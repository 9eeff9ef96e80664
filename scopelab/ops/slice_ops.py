"""Cutting tensors apart and the ops that carry a cut's gradient back: StridedSlice
(``tf.strided_slice``), Split / SplitV (``tf.split``), Unpack (``tf.unstack``), Pad / PadV2
/ MirrorPad (``tf.pad``), StridedSliceGrad, MirrorPadGrad, ConcatOffset.

Mirrors ``tf.strided_slice`` and ``tf.pad`` of ``array_ops.py`` and the gradient helpers of
``gen_array_ops``. ``x[1:, ::2]`` (``indexing_ops.py``) is sugar for ``tf.strided_slice``;
here the bounds are given as lists or tensors and the bit masks as numbers, as TF takes them.
A slice's gradient is the incoming gradient put back where the slice came from, zeros
elsewhere: ``StridedSliceGrad`` does that for a strided slice, ``Pad`` for a ``Slice``, and
``ConcatOffset`` says where each piece of a concatenation begins, so that concat's gradient can
slice it back out.
A mirror pad's gradient, ``MirrorPadGrad``, folds the padded entries back onto the ones they
mirror. Left out: int64 bounds and paddings.

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

from .. import dtypes, errors
from ..default_graph import graph_from_inputs
from .array_ops import ones_like, shape_of
from .core import (convert_input, convert_to_tensor, kernel, make_op, shape_error,
                   static_value)
from .strided_index import index_tuple, sliced_shape

_MASKS = ("begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask")


def _index_inputs(g, op_type, named):
    """Inputs that share one integer dtype, converted as TF's op builder does: the first sets
    it (a tensor's or array's dtype, int32 for a list), the others must match it."""
    (first_name, first), rest = named[0], named[1:]
    t = convert_to_tensor(first, name=first_name, graph=g)
    return [t] + [convert_input(v, t.dtype, op_type, n, first_name, g) for n, v in rest]


def _bounds(g, begin, end, strides):
    return _index_inputs(g, "StridedSlice", [("begin", begin), ("end", end),
                                              ("strides", strides)])


def strided_slice(input_, begin, end, strides=None, begin_mask=0, end_mask=0, ellipsis_mask=0,
                  new_axis_mask=0, shrink_axis_mask=0, var=None, name=None):
    """``input_[begin:end:strides]`` along each axis, bounds as lists or int32 tensors; bit i of
    a mask applies to bound i (``begin_mask``: start from the beginning, ``shrink_axis_mask``:
    take one index and drop the axis, ...). Missing strides are ones."""
    g = graph_from_inputs((input_, begin, end, strides))
    if strides is None:
        strides = ones_like(begin)
    with g.name_scope(name or "StridedSlice") as scope:
        x = convert_to_tensor(input_, name="input", graph=g)
        bounds = _bounds(g, begin, end, strides)
        masks = dict(zip(_MASKS, (begin_mask, end_mask, ellipsis_mask, new_axis_mask,
                                  shrink_axis_mask)))
        dtype = x.dtype.base_dtype
        return make_op(g, "StridedSlice", [x] + bounds, scope, dtype,
                       sliced_shape(x.shape, [static_value(b) for b in bounds], masks),
                       dict(masks, T=dtype, Index=bounds[0].dtype.base_dtype))


def strided_slice_grad(shape, begin, end, strides, dy, begin_mask=0, end_mask=0,
                       ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0, name=None):
    """A tensor of ``shape`` holding ``dy`` where ``strided_slice`` read it, zeros elsewhere."""
    g = graph_from_inputs((shape, begin, end, strides, dy))
    with g.name_scope(name or "StridedSliceGrad") as scope:
        shape, *bounds = _index_inputs(g, "StridedSliceGrad", [
            ("shape", shape), ("begin", begin), ("end", end), ("strides", strides)])
        dy = convert_to_tensor(dy, name="dy", graph=g)
        masks = dict(zip(_MASKS, (begin_mask, end_mask, ellipsis_mask, new_axis_mask,
                                  shrink_axis_mask)))
        dtype = dy.dtype.base_dtype
        return make_op(g, "StridedSliceGrad", [shape] + bounds + [dy], scope, dtype,
                       shape_of(shape), dict(masks, T=dtype, Index=shape.dtype.base_dtype))


@kernel("StridedSliceGrad")
def _strided_slice_grad(op, shape, begin, end, strides, dy):
    dx = np.zeros(shape.tolist(), dtype=dy.dtype)
    # The slice of dx is a view with dy's shape (an int bound drops its axis in both).
    dx[index_tuple(begin.tolist(), end.tolist(), strides.tolist(), op.attrs)] = dy
    return dx


def concat_offset(concat_dim, shape, name=None):
    """Where each of the concatenated pieces of shapes ``shape`` begins (one vector each)."""
    g = graph_from_inputs([concat_dim] + list(shape))
    with g.name_scope(name or "ConcatOffset") as scope:
        axis = convert_to_tensor(concat_dim, dtypes.int32, "concat_dim", graph=g)
        shapes = [convert_to_tensor(s, dtypes.int32, "shape_%d" % i, graph=g)
                  for i, s in enumerate(shape)]
        specs = [(dtypes.int32, s.shape) for s in shapes]
        op = g._create_op("ConcatOffset", [axis] + shapes, specs, g._op_name(scope),
                          {"N": len(shapes), "shape_type": dtypes.int32})
        return list(op.outputs)


@kernel("ConcatOffset", shape_arithmetic=True)
def _concat_offset(op, axis, *shapes):
    shapes = np.array(shapes)
    offsets = np.zeros_like(shapes)
    sizes = shapes[:, int(axis)]
    offsets[1:, int(axis)] = np.cumsum(sizes)[:-1]
    return tuple(offsets)


# ---------------------------------------------------------------------- cutting apart
def _outputs(pieces):
    """A kernel's result: one array for a one-output op, else a tuple (the executor's rule)."""
    pieces = tuple(pieces)
    return pieces[0] if len(pieces) == 1 else pieces


def unstack(value, num=None, axis=0, name="unstack"):
    """The slices of ``value`` along ``axis``, as separate tensors (one ``Unpack`` node)."""
    x = convert_to_tensor(value)
    dims = list(x.shape.dims)
    axis = axis % len(dims)
    num = dims[axis] if num is None else num
    if num is None:
        raise ValueError("Cannot infer argument `num` from shape %s" % x.shape)
    piece = dims[:axis] + dims[axis + 1:]
    dtype = x.dtype.base_dtype
    g = x.graph
    op = g._create_op("Unpack", [x], [(dtype, piece)] * num, g._op_name(name or "Unpack"),
                      {"T": dtype, "num": num, "axis": axis})
    return op.outputs


kernel("Unpack")(lambda op, x: _outputs(np.moveaxis(x, op.attrs["axis"], 0)))


def split(value, num_or_size_splits, axis=0, num=None, name="split"):
    """``value`` cut along ``axis`` into equal parts (``Split``) or parts of given sizes
    (``SplitV``; one size may be -1, "the rest")."""
    g = graph_from_inputs((value,))
    # Inputs are converted in the op's order: Split takes (split_dim, value), SplitV
    # (value, size_splits, split_dim), its sizes converted before its scope opens.
    if isinstance(num_or_size_splits, int):
        n = num_or_size_splits
        with g.name_scope(name or "Split") as scope:  # a generated op (core/graph.py)
            split_dim = convert_to_tensor(axis, dtype=dtypes.int32, name="split_dim", graph=g)
            x = convert_to_tensor(value, name="value", graph=g)
            dims, dtype = list(x.shape.dims), x.dtype.base_dtype
            # The axis may be a tensor (an LSTM splits its gates along tf.constant(1)).
            axis_n = int(static_value(split_dim)) % len(dims)
            part = list(dims)
            part[axis_n] = None if dims[axis_n] is None else dims[axis_n] // n
            op = g._create_op("Split", [split_dim, x], [(dtype, part)] * n, g._op_name(scope),
                              {"T": dtype, "num_split": n})
            return op.outputs
    sizes = convert_to_tensor(num_or_size_splits, dtype=dtypes.int32, graph=g)
    if num is None:
        num = sizes.shape.dims[0] if sizes.shape.dims else None
        if num is None:  # (TF's message shows the tensor, not its shape)
            raise ValueError("Cannot infer argument `num` from shape %s" % sizes)
    return split_v(value, sizes, axis, num, name=name)


def split_v(value, size_splits, axis, num_split, name=None):
    """``value`` cut along ``axis`` into ``num_split`` pieces of sizes ``size_splits`` (a
    tensor allowed): the op ``tf.split`` builds for a list of sizes."""
    g = graph_from_inputs((value, size_splits, axis))
    with g.name_scope(name or "SplitV") as scope:
        x = convert_to_tensor(value, name="value", graph=g)
        sizes = convert_to_tensor(size_splits, dtypes.int32, "size_splits", graph=g)
        split_dim = convert_to_tensor(axis, dtypes.int32, "split_dim", graph=g)
        known_axis, known_sizes, dims = static_value(split_dim), static_value(sizes), \
            x.shape.dims
        parts = [None if dims is None else [None] * len(dims)] * num_split
        if dims is not None and known_axis is not None:
            along = [None] * num_split if known_sizes is None else \
                _sizes(np.ravel(known_sizes).tolist(), dims[int(known_axis)])
            parts = [list(dims[:int(known_axis)]) + [n] + list(dims[int(known_axis):][1:])
                     for n in along]
        dtype = x.dtype.base_dtype
        op = g._create_op("SplitV", [x, sizes, split_dim], [(dtype, p) for p in parts],
                          g._op_name(scope), {"T": dtype, "Tlen": dtypes.int32,
                                              "num_split": num_split})
        return list(op.outputs)


def _sizes(sizes, total):
    """``sizes`` with a -1 replaced by what the others leave of ``total`` (None if unknown)."""
    if -1 not in sizes:
        return sizes
    rest = None if total is None else total - (sum(sizes) + 1)
    return [rest if s == -1 else s for s in sizes]


kernel("Split")(lambda op, axis, x: _outputs(np.split(x, op.attrs["num_split"], axis=int(axis))))
kernel("SplitV")(lambda op, x, sizes, axis: _outputs(np.split(
    x, np.cumsum(_sizes(sizes.tolist(), np.shape(x)[int(axis)]))[:-1], axis=int(axis))))


def pad(tensor, paddings, mode="CONSTANT", name=None, constant_values=0):
    """``tensor`` with ``paddings[i] = [before, after]`` entries added around axis i: copies of
    ``constant_values`` (``Pad``; ``PadV2`` when the value is not 0), or the tensor's own
    entries mirrored at its edges (``MirrorPad``; ``mode="REFLECT"`` leaves the edge entry out
    of the mirror image, ``"SYMMETRIC"`` repeats it). The mode is read in any case."""
    mode = str(mode).upper()
    if mode not in ("CONSTANT", "REFLECT", "SYMMETRIC"):
        raise ValueError('Value of argument `mode` expected to be one of "CONSTANT", "REFLECT", '
                         'or "SYMMETRIC". Received `mode` = %s' % mode)
    g = graph_from_inputs((tensor, paddings, constant_values))
    zero = not hasattr(constant_values, "graph") and np.ndim(constant_values) == 0 \
        and constant_values == 0
    op_type = "MirrorPad" if mode != "CONSTANT" else "Pad" if zero else "PadV2"
    with g.name_scope(name or op_type) as scope:
        x = convert_to_tensor(tensor, name="input", graph=g)
        p = convert_to_tensor(paddings, dtypes.int32, "paddings", graph=g)
        inputs = [x, p]
        if op_type == "PadV2":
            inputs.append(convert_to_tensor(constant_values, x.dtype.base_dtype,
                                            "constant_values", graph=g))
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "Tpaddings": dtypes.int32}
        if op_type == "MirrorPad":
            attrs["mode"] = mode.encode()
        return make_op(g, op_type, inputs, scope, dtype,
                       lambda node: _padded_shape(node, op_type, attrs, inputs, 1), attrs)


def _padded_shape(node, op_type, attrs, inputs, sign):
    """The static shape of a pad (``sign`` 1) or of a mirror pad's gradient (-1), after the
    checks of TF's shape function: a paddings matrix of 2 columns, one row per input axis,
    no negative entry where the graph fixes them."""
    x, p = inputs[0], inputs[1]
    if p.shape.ndims is not None and p.shape.ndims != 2:
        raise shape_error("Shape must be rank 2 but is rank %d" % p.shape.ndims,
                          node, op_type, attrs, inputs)
    rows, columns = p.shape.dims if p.shape.dims is not None else (None, None)
    if columns is not None and columns != 2:
        raise shape_error("Dimension must be 2 but is %d" % columns, node, op_type, attrs, inputs)
    if rows is not None and x.shape.ndims is not None and x.shape.ndims != rows:
        raise shape_error("Shape must be rank %d but is rank %d" % (rows, x.shape.ndims),
                          node, op_type, attrs, inputs)
    rank = x.shape.ndims if x.shape.ndims is not None else rows
    known = static_value(p)
    if known is None or rank is None:
        return None if rank is None else [None] * rank
    if (known < 0).any():
        raise shape_error("Paddings must be non-negative", node, op_type, attrs, inputs,
                          " and with computed input tensors: input[1] = <%s>"
                          % "".join("[%s]" % " ".join(map(str, row)) for row in known.tolist()))
    dims = x.shape.dims or [None] * rank
    return [None if d is None else d + sign * (a + b) for d, (a, b) in zip(dims, known.tolist())]


@kernel("PadV2")
def _pad(op, x, paddings, value=0):
    """A tensor of ``value`` with ``x`` copied into its middle, after TF's checks."""
    x, text = np.asarray(x), "[%s]" % ",".join(map(str, np.shape(paddings)))
    if np.ndim(paddings) != 2 or np.shape(paddings)[1] != 2:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "paddings must be a matrix with 2 columns: " + text)
    pairs = paddings.tolist()
    if len(pairs) != x.ndim:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "The first dimension of paddings must be the rank "
            "of inputs%s [%s]" % (text, ",".join(map(str, x.shape))))
    for before, after in pairs:
        if before < 0 or after < 0:
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, op,
                "Paddings must be non-negative: %d %d" % (before, after))
    out = np.full([before + n + after for n, (before, after) in zip(x.shape, pairs)], value,
                  x.dtype)
    out[tuple(slice(before, before + n) for n, (before, _) in zip(x.shape, pairs))] = x
    return out


kernel("Pad")(_pad)


def mirror_pad_grad(input, paddings, mode, name=None):  # noqa: A002 - TF's argument name
    """The gradient of a ``MirrorPad``: each padded entry's gradient added to the entry it
    mirrors, the middle kept (``MirrorPadGrad``)."""
    g = graph_from_inputs((input, paddings))
    with g.name_scope(name or "MirrorPadGrad") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        p = convert_to_tensor(paddings, dtypes.int32, "paddings", graph=g)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "Tpaddings": p.dtype.base_dtype, "mode": mode}
        return make_op(g, "MirrorPadGrad", [x, p], scope, dtype,
                       lambda node: _padded_shape(node, "MirrorPadGrad", attrs, [x, p], -1),
                       attrs)


def _mirror_pairs(op, x, paddings, grad):
    """The (before, after) pairs of a MirrorPad (or of its gradient, ``grad``), after the
    kernel's checks; the sizes checked against are the input's (the gradient's output's)."""
    if x.ndim > 5:
        raise errors.graph_execution_error(errors.UnimplementedError, op,
                                           "inputs rank not in [0,5]: %d" % x.ndim)
    text = "[%s]" % ",".join(map(str, np.shape(paddings)))
    if np.ndim(paddings) != 2 or np.shape(paddings)[1] != 2:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "paddings must be a matrix with 2 columns: " + text)
    if len(paddings) != x.ndim:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "The first dimension of paddings must be the rank "
            "of inputs%s%s[%s]" % (text, " " if grad else ", ", ",".join(map(str, x.shape))))
    reflect = op.attrs["mode"] == b"REFLECT"
    pairs = paddings.tolist()
    for (before, after), n in zip(pairs, x.shape):
        if before < 0 or after < 0:
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, op, ("Paddings must be non-negative: %d, %d" if grad
                                                  else "paddings must be non-negative: %d %d")
                % (before, after))
        if grad and before + after >= n:
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, op, "Total paddings must be less than the input "
                "dimension size: %d was not less than %d" % (before + after, n))
        size, output = (n - before - after, "output ") if grad else (n, "")
        # REFLECT mirrors the entries after the edge one, SYMMETRIC from the edge one on.
        if reflect and (before >= size or after >= size):
            problem = "paddings must be less than the %sdimension size: %d, %d not less than %d"
        elif not reflect and (before > size or after > size):
            problem = "paddings must be no greater than the %sdimension size: %d, %d greater " \
                "than %d"
        else:
            continue
        raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                           problem % (output, before, after, size))
    return pairs, int(reflect)


@kernel("MirrorPad")
def _mirror_pad(op, x, paddings):
    x = np.asarray(x)
    pairs, _ = _mirror_pairs(op, x, paddings, grad=False)
    shape = [before + n + after for n, (before, after) in zip(x.shape, pairs)]
    if np.prod(shape) == x.size:  # nothing to mirror (no padding, or no entries at all)
        return x.reshape(shape)
    return np.pad(x, pairs, mode="reflect" if op.attrs["mode"] == b"REFLECT" else "symmetric")


@kernel("MirrorPadGrad")
def _mirror_pad_grad(op, dy, paddings):
    dy = np.asarray(dy)
    pairs, skip = _mirror_pairs(op, dy, paddings, grad=True)
    for axis, (before, after) in enumerate(pairs):
        moved = np.moveaxis(dy, axis, 0)
        size = moved.shape[0] - before - after
        folded = moved[before:before + size].copy()
        # Padded entry k before the middle mirrors entry k (+1 when REFLECT skips the edge);
        # after it, entry k from the end mirrors size-1-k (-1 likewise).
        folded[skip:skip + before] += moved[:before][::-1]
        folded[size - skip - after:size - skip] += moved[before + size:][::-1]
        dy = np.moveaxis(folded, 0, axis)
    return dy


__all__ = ["strided_slice", "strided_slice_grad", "concat_offset", "unstack", "split",
           "split_v", "pad", "mirror_pad_grad"]
