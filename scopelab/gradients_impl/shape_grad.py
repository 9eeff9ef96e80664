"""Gradients of the ops that only move entries around: ExpandDims, Squeeze, Tile, BroadcastTo,
PlaceholderWithDefault; and the ops that compute shapes and indices, which pass none.

Mirrors the matching parts of TF's ``array_grad.py``. A reshape-like op's gradient is the
incoming gradient reshaped back to the input's shape. ``tile`` copied its input ``m`` times
along an axis, so each input entry collects the sum of its copies' gradients: the gradient is
reshaped so that the copies get axes of their own ([m0, s0, m1, s1, ...]) and summed over them.
``broadcast_to`` stretched its input the way ``x + y`` does, and is summed back the same way.
A sparse gradient (IndexedSlices) is densified before a reshape; Tile's sums its rows into
``index mod rows`` first.
Shape, ShapeN, Rank, Size, Range, BroadcastGradientArgs, ConcatOffset, InvertPermutation and
Const are ``NotDifferentiable``: their outputs are bookkeeping, not functions of the values.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1.0, 2.0]])
...     dx, = tf.gradients(tf.tile(x, [3, 2]), [x])
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> dx.op.type, value.tolist()
('Sum', [[6.0, 6.0]])
"""
from ..indexed_slices import IndexedSlices, dense
from ..ops import array_ops, grad_ops, math_ops, reduction_ops
from ..ops.core import constant, static_value
from ..ops.indexing_ops import concat, stack, transpose
from ..ops.segment_ops import unsorted_segment_sum
from .registry import NotDifferentiable, RegisterGradient

for _op_type in ("Shape", "ShapeN", "Rank", "Size", "Range", "BroadcastGradientArgs",
                 "ConcatOffset", "InvertPermutation", "Const"):
    NotDifferentiable(_op_type)


def _reshape_to_input(op, grad):
    return array_ops.reshape(dense(grad), array_ops.shape(op.inputs[0]))


@RegisterGradient("ExpandDims")
def _expand_dims_grad(op, grad):
    return [_reshape_to_input(op, grad), None]


@RegisterGradient("Squeeze")
def _squeeze_grad(op, grad):
    return _reshape_to_input(op, grad)


@RegisterGradient("PlaceholderWithDefault")
def _placeholder_with_default_grad(op, grad):
    """Unfed, the op passes its default through: the gradient goes to the default."""
    return grad


@RegisterGradient("Tile")
def _tile_grad(op, grad):
    """Sums the gradient of every copy back into the entry it was copied from."""
    x, multiples = op.inputs
    input_shape = array_ops.shape(x, out_type=multiples.dtype.base_dtype)
    # [m0, m1, ...] and [s0, s1, ...] interleaved: axis 2i of the reshaped gradient counts
    # the copies along input axis i.
    split_shape = array_ops.reshape(transpose(stack([multiples, input_shape])), [-1])
    copy_axes = grad_ops.op_range(0, grad_ops.size(split_shape), 2)
    if isinstance(grad, IndexedSlices):
        # Row i of the tiled tensor is a copy of input row i mod rows: sum the rows there
        # first, then only the other axes' copies remain (a split of 1 along axis 0).
        rows = math_ops.cast(input_shape[0], grad.indices.dtype.base_dtype)
        grad = unsorted_segment_sum(grad.values, math_ops.floormod(grad.indices, rows, name="mod"),
                                    rows)
        split_shape = concat([[1], split_shape[1:]], axis=0)
    input_grad = reduction_ops.reduce_sum(array_ops.reshape(grad, split_shape), copy_axes)
    input_grad.set_shape(x.shape)
    return [input_grad, None]


@RegisterGradient("BroadcastTo")
def _broadcast_to_grad(op, grad):
    """Summed over the axes ``broadcast_to`` stretched, then shaped like the input."""
    x, broadcast_shape = op.inputs
    shape_dtype = broadcast_shape.dtype.base_dtype
    x_shape = array_ops.shape(x, out_type=shape_dtype)
    # TF evaluates any constant subgraph here (try_evaluate_constant), not only the ops
    # constant_value knows: a BroadcastArgs of two known shapes counts.
    known = static_value(broadcast_shape)
    if known is not None and (known >= 0).all():
        broadcast_shape = constant(known.tolist(), shape_dtype)
    _, axes = grad_ops.broadcast_gradient_args(broadcast_shape, x_shape)
    summed = reduction_ops.reduce_sum(grad, axes, keepdims=True)
    return [array_ops.reshape(summed, x_shape), None]
