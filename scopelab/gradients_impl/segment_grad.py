"""Gradients of the segment reductions: SegmentSum, SegmentMean, SegmentMax, SegmentMin,
SegmentProd, UnsortedSegmentMax, UnsortedSegmentMin and UnsortedSegmentProd (the ids and the
segment count get none; UnsortedSegmentSum's is in ``sparse_grad.py``), and of
SparseSegmentSum / Mean / SqrtN (their own gradient ops, fed the data's row count).

Mirrors those functions of TF's ``math_grad.py``, op for op. Each input row gets its
segment's gradient, gathered by id, times its share:

- sum: 1; mean: ``1 / N`` (N counted by a SegmentSum of ones);
- max and min: split evenly among the rows that equal the result (ties share);
- prod: the product of the segment's other rows. Dividing the product by the row fails at
  zeros, so TF counts the zeros per segment: with one zero, that row gets the product of the
  rest (a second SegmentProd with the zero replaced by 1) and the others 0; with two or more,
  every row gets 0.

The unsorted ops gather with ids clipped to 0 and then zero the rows of negative ids
(``gather_drop_negatives``), since those rows were dropped going forward.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([2.0, 3.0, 0.0, 5.0])
...     dx, = tf.gradients(tf.segment_prod(x, [0, 0, 1, 1]), [x])
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> value.tolist()
[3.0, 2.0, 5.0, 0.0]
"""
from .. import dtypes
from ..ops import array_ops, math_ops, segment_reduction_ops
from ..ops.sparse_segment_ops import sparse_segment_grad
from ..ops.grad_ops import select_v2
from ..ops.indexing_ops import concat, gather
from ..ops.logical_ops import logical_and
from ..ops.segment_ops import unsorted_segment_sum
from .registry import RegisterGradient
from .sparse_grad import gather_drop_negatives, gather_drop_negatives_masks


@RegisterGradient("SegmentSum")
def _segment_sum_grad(op, grad):
    return gather(grad, op.inputs[1]), None


@RegisterGradient("SegmentMean")
def _segment_mean_grad(op, grad):
    data, ids = op.inputs
    data_rank = array_ops.rank(data)
    ids_shape = array_ops.shape(ids)
    remaining = array_ops.ones(array_ops.expand_dims(data_rank - 1, 0), dtype=ids_shape.dtype)
    ones = array_ops.ones(concat([ids_shape, remaining], 0), dtype=grad.dtype)
    scaled = math_ops.truediv(grad, segment_reduction_ops.segment_sum(ones, ids))
    return gather(scaled, ids), None


def _segment_min_or_max_grad(op, grad):
    data, ids = op.inputs
    zeros = array_ops.zeros_like(data, dtype=data.dtype)
    is_selected = math_ops.equal(data, gather(op.outputs[0], ids))
    num_selected = segment_reduction_ops.segment_sum(math_ops.cast(is_selected, grad.dtype),
                                                     ids)
    shares = gather(math_ops.truediv(grad, num_selected), ids)
    return select_v2(is_selected, shares, zeros), None


RegisterGradient("SegmentMax")(_segment_min_or_max_grad)
RegisterGradient("SegmentMin")(_segment_min_or_max_grad)


def _zero_aware_prod_grad(op, grad, segment_sum, segment_prod, gather_ids, gather_grad):
    """The product gradient of both kinds: ``segment_sum`` and ``segment_prod`` reduce by the
    op's ids, ``gather_ids`` gathers a segment value per row, ``gather_grad`` the gradient."""
    data = op.inputs[0]
    is_zero = math_ops.equal(data, 0)
    num_zeros = segment_sum(math_ops.cast(is_zero, dtype=dtypes.int32))
    grad = select_v2(math_ops.greater(num_zeros, 1), array_ops.zeros_like(grad), grad)
    non_zero_data = select_v2(is_zero, array_ops.ones_like(data), data)
    non_zero_prod = segment_prod(non_zero_data)
    gathered_prod, gathered_non_zero_prod = gather_ids(op.outputs[0], non_zero_prod)
    divided = gathered_prod / (non_zero_data if op.type == "SegmentProd" else data)
    partial = select_v2(is_zero, gathered_non_zero_prod, divided)
    return gather_grad(grad) * partial


@RegisterGradient("SegmentProd")
def _segment_prod_grad(op, grad):
    ids = op.inputs[1]
    return _zero_aware_prod_grad(
        op, grad, lambda t: segment_reduction_ops.segment_sum(t, ids),
        lambda t: segment_reduction_ops.segment_prod(t, ids),
        lambda a, b: (gather(a, ids), gather(b, ids)), lambda g: gather(g, ids)), None


def _unsorted_segment_min_or_max_grad(op, grad):
    data, ids, count = op.inputs
    gathered, clipped, is_positive = gather_drop_negatives_masks(op.outputs[0], ids)
    is_selected = logical_and(math_ops.equal(data, gathered), is_positive)
    num_selected = unsorted_segment_sum(math_ops.cast(is_selected, grad.dtype), ids, count)
    shares, _, _ = gather_drop_negatives_masks(math_ops.truediv(grad, num_selected), None,
                                               clipped, is_positive)
    return select_v2(is_selected, shares, array_ops.zeros_like(shares)), None, None


RegisterGradient("UnsortedSegmentMax")(_unsorted_segment_min_or_max_grad)
RegisterGradient("UnsortedSegmentMin")(_unsorted_segment_min_or_max_grad)


@RegisterGradient("UnsortedSegmentProd")
def _unsorted_segment_prod_grad(op, grad):
    ids, count = op.inputs[1], op.inputs[2]
    clipped = []

    def gather_clipped(a, b):
        clipped.append(math_ops.maximum(ids, array_ops.zeros_like(ids)))
        return gather(a, clipped[0]), gather(b, clipped[0])
    return _zero_aware_prod_grad(
        op, grad, lambda t: unsorted_segment_sum(t, ids, count),
        lambda t: segment_reduction_ops.unsorted_segment_prod(t, ids, count), gather_clipped,
        lambda g: gather_drop_negatives(g, ids, clipped[0])), None, None


def _sparse_segment_grad(op_type):
    def grad_fn(op, grad):
        data, indices, ids = op.inputs
        dim0 = array_ops.shape(data)[0]
        return sparse_segment_grad(op_type, grad, indices, ids, dim0), None, None
    return grad_fn


for _op_type in ("SparseSegmentSum", "SparseSegmentMean", "SparseSegmentSqrtN"):
    RegisterGradient(_op_type)(_sparse_segment_grad(_op_type + "Grad"))
