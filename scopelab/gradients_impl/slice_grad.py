"""Gradients of the ops that cut tensors up or glue them together: ConcatV2, Split, SplitV,
Unpack, Slice, StridedSlice (and StridedSliceGrad), Pad, PadV2, MirrorPad (and MirrorPadGrad).

Mirrors the matching parts of TF's ``array_grad.py`` and ``data_flow_grad.py``. Cutting and
gluing are each other's gradients: concat's gradient slices the incoming gradient back into
the pieces' shapes (``ConcatOffset`` says where each piece began), split's concatenates the
pieces' gradients, unstack's stacks them. A slice's gradient is the incoming gradient padded
with zeros back to the input's shape (``Pad`` for Slice, ``StridedSliceGrad`` for a strided
slice), and padding's is a slice; a mirror pad's folds the mirrored entries back
(``MirrorPadGrad``), whose own gradient mirror-pads again. A sparse gradient (IndexedSlices) reaching a concat stays
sparse: each piece gets the rows in its index range (axis 0) or every row with its values
sliced to the piece's columns (another axis).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a, b = tf.constant([[1.0, 2.0]]), tf.constant([[3.0, 4.0]])
...     da, db = tf.gradients(tf.concat([a, b], 0) * [[1.0], [10.0]], [a, b])
...     with tf.Session() as sess:
...         values = sess.run([da, db])
>>> da.op.type, [v.tolist() for v in values]
('Slice', [[[1.0, 1.0]], [[10.0, 10.0]]])
"""
from .. import dtypes
from ..indexed_slices import IndexedSlices
from ..ops import array_ops, grad_ops, math_ops, slice_ops
from ..ops.core import constant
from ..ops.indexing_ops import concat, gather, squeeze, stack, where
from ..ops.logical_ops import logical_and
from .constant_value import constant_value
from .registry import RegisterGradient
from ..ops.control_flow_runtime import cond_of, loop_of

# From this many pieces on, concat's gradient splits once instead of slicing each piece (TF
# measured the switch point on CPUs and GPUs).
_MANY_PIECES = 16


def _input_shapes(values):
    """Each value's shape: Consts while the shapes are known, else one ShapeN of them all."""
    sizes = []
    for x in values:
        shape = array_ops.shape(x)
        if shape.op.type != "Const":
            return grad_ops.shape_n(values)
        sizes.append(shape)
    return sizes


def _context(op):
    """The cond branch or while loop whose values ``op``'s outputs are (TF's output context)."""
    return cond_of(op) or (None if op.type == "Exit" else loop_of(op))


@RegisterGradient("ConcatV2")
def _concat_grad(op, grad):
    """Each piece gets the part of the gradient where it was put."""
    values, axis = op.inputs[:-1], op.inputs[-1]
    if len(values) == 1:
        return [grad, None]
    if isinstance(grad, IndexedSlices):
        return _concat_indexed_slices_grad(values, axis, grad) + [None]
    if axis.op.type == "Const" and _context(axis.op) is not _context(grad.op):
        # A Const made in a cond branch (or a loop) exists only when that branch runs: the
        # gradient takes a copy of its own.
        axis = constant(constant_value(axis), axis.dtype.base_dtype)
    non_neg_axis = axis % array_ops.rank(values[0])
    sizes = _input_shapes(values)
    if len(sizes) > _MANY_PIECES:
        # Each piece's size along the axis, as one vector: split at those sizes.
        along = squeeze(array_ops.slice(stack(sizes, axis=1), [non_neg_axis, 0], [1, -1]))
        return slice_ops.split_v(grad, along, non_neg_axis, len(values), name="split") + [None]
    offsets = slice_ops.concat_offset(non_neg_axis, sizes)
    return [array_ops.slice(grad, begin, size) for begin, size in zip(offsets, sizes)] + [None]


def _concat_indexed_slices_grad(values, axis, grad):
    """Each piece's part of a sparse gradient, itself an IndexedSlices: along axis 0, the
    rows whose indices fall in the piece's range (renumbered from 0); along another axis,
    every row, its values sliced to the piece's columns."""
    non_neg_axis = axis % array_ops.rank(values[0])
    static_axis = constant_value(axis)
    if static_axis is None:
        raise ValueError("Can only compute IndexedSlices gradient with statically-known "
                         "concat_dim")
    static_axis = int(static_axis)
    if static_axis < 0:
        rank = constant_value(array_ops.rank(values[0]))
        if rank is None:
            raise ValueError("Can only compute IndexedSlices gradient with negative concat_dim "
                             "when first value rank is statically-known.")
        static_axis %= int(rank)
    sizes = [array_ops.shape(x) for x in values]
    out = []
    if static_axis > 0:
        # mask is 1 at the axis: begin moves along it by each piece's size.
        shape_of_shape = array_ops.shape(sizes[0])
        mask = concat([array_ops.zeros(array_ops.expand_dims(non_neg_axis, 0), dtypes.int32),
                       [1], array_ops.zeros(shape_of_shape - non_neg_axis - 1, dtypes.int32)],
                      0)
        begin = array_ops.zeros(shape_of_shape, dtypes.int32)
        for size in sizes:
            new_values = array_ops.slice(
                grad.values, begin, concat([[-1], array_ops.slice(size, [1], [-1])], 0))
            out.append(IndexedSlices(new_values, grad.indices, size))
            begin = math_ops.add(begin, size * mask)
        return out
    index_dtype = grad.indices.dtype.base_dtype
    start = constant(0, index_dtype)
    for size in sizes:
        end = start + math_ops.cast(gather(size, non_neg_axis), index_dtype)
        inside = logical_and(grad.indices >= start, grad.indices < end)
        picked = squeeze(where(inside), axis=[1])
        new_indices = gather(grad.indices, picked) - start
        out.append(IndexedSlices(gather(grad.values, picked), new_indices, size))
        start = end
    return out


@RegisterGradient("Split")
def _split_grad(op, *grads):
    return None, concat(list(grads), op.inputs[0])


@RegisterGradient("SplitV")
def _split_v_grad(op, *grads):
    return [concat(list(grads), op.inputs[2]), None, None]


@RegisterGradient("Unpack")
def _unpack_grad(op, *grads):
    return stack(grads, axis=op.attrs["axis"])


@RegisterGradient("Slice")
def _slice_grad(op, grad):
    """The gradient padded with zeros: ``begin`` before each axis, the rest after."""
    x, begin = op.inputs[0], op.inputs[1]
    index_dtype = begin.dtype.base_dtype
    input_rank = array_ops.rank(x)
    slice_size = array_ops.shape(op.outputs[0], out_type=index_dtype)
    column = stack([input_rank, 1])
    before = array_ops.reshape(begin, column)
    after = array_ops.reshape(array_ops.shape(x, out_type=index_dtype) - slice_size - begin,
                              column)
    return slice_ops.pad(grad, concat([before, after], 1)), None, None


@RegisterGradient("Pad")
@RegisterGradient("PadV2")
def _pad_grad(op, grad):
    """The middle of the gradient: where the input sat inside the padding."""
    x, paddings = op.inputs[0], op.inputs[1]
    pad_before = array_ops.slice(paddings, [0, 0], stack([array_ops.rank(x), 1]))
    begin = array_ops.reshape(pad_before, [-1])
    x_grad = array_ops.slice(grad, begin, array_ops.shape(x, out_type=begin.dtype.base_dtype))
    return [x_grad] + [None] * (len(op.inputs) - 1)


@RegisterGradient("MirrorPad")
def _mirror_pad_grad(op, grad):
    return [slice_ops.mirror_pad_grad(grad, op.inputs[1], op.attrs["mode"]), None]


@RegisterGradient("MirrorPadGrad")
def _mirror_pad_grad_grad(op, grad):
    """MirrorPadGrad is linear in its gradient input: its own gradient mirror-pads."""
    return [slice_ops.pad(grad, op.inputs[1], op.attrs["mode"].decode()), None]


def _masks(op):
    return {k: op.attrs[k] for k in ("begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask",
                                     "shrink_axis_mask")}


@RegisterGradient("StridedSlice")
def _strided_slice_grad(op, grad):
    """The gradient put back where the slice read, zeros elsewhere; bounds the graph fixes
    are passed as values."""
    begin, end, strides = op.inputs[1:]
    x_shape = array_ops.shape(op.inputs[0], out_type=begin.dtype.base_dtype)
    known = [constant_value(t) for t in (x_shape, begin, end, strides)]
    args = [t if k is None else k for t, k in zip((x_shape, begin, end, strides), known)]
    return [slice_ops.strided_slice_grad(*args, grad, **_masks(op)), None, None, None]


@RegisterGradient("StridedSliceGrad")
def _strided_slice_grad_grad(op, grad):
    """StridedSliceGrad is linear in dy: its gradient slices the incoming one the same way."""
    begin, end, strides = op.inputs[1:4]
    return [None] * 4 + [slice_ops.strided_slice(grad, begin, end, strides, **_masks(op))]
