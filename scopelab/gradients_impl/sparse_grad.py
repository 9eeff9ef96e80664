"""Sparse gradients: GatherV2's gradient is an IndexedSlices; summing gradients that are.

Mirrors ``_GatherV2Grad`` (``array_grad.py``), ``_UnsortedSegmentSumGrad`` (``math_grad.py``)
and ``AggregateIndexedSlicesGradients`` (``backprop_util.py``) of TensorFlow.

- ``gather(params, ids)`` reads a few rows of ``params``; its gradient is zero elsewhere, so TF
  returns only the rows' gradients: ``IndexedSlices(values=grad reshaped to one row per id,
  indices=ids flattened, dense_shape=shape(params))``. The shape is computed next to params
  (colocated), since tables can be huge and live on another device.
- A tensor that receives several gradients sums them: all dense, one AddN (in
  ``gradients_util``); any dense among IndexedSlices, AddN too, which densifies the slices
  (``AddN/inputs_0``); all IndexedSlices, one IndexedSlices of the concatenated values and
  indices (``gradients/concat``, ``gradients/concat_1``), the indices cast to int64 first if
  their dtypes differ. Repeated indices are fine: the rows add up when densified or applied.
- ``unsorted_segment_sum``'s gradient gathers the output gradient back to each input row
  (zero for dropped, negative ids).

- along another axis, or with ``batch_dims``, the gradient is dense: the gradient's gathered
  axes are transposed to the front (after the batch axes), summed into rows with
  UnsortedSegmentSum (each batch entry's indices offset to rows of its own) and transposed
  back.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     table = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
...     grad = tf.gradients(tf.gather(table, [2, 0, 2]), table)[0]
...     with tf.Session() as sess:
...         dense = sess.run(tf.convert_to_tensor(grad))
>>> type(grad).__name__, grad.values.name, dense.tolist()
('IndexedSlices', 'gradients/GatherV2_grad/Reshape:0', [[1.0, 1.0], [0.0, 0.0], [2.0, 2.0]])
"""
from .. import dtypes
from ..indexed_slices import IndexedSlices, dense
from ..ops import array_ops, grad_ops, logical_ops, math_ops
from ..ops.indexing_ops import concat, gather, transpose
from ..ops.reduction_ops import reduce_prod
from ..ops.segment_ops import unsorted_segment_sum
from .constant_value import constant_value
from .registry import RegisterGradient


@RegisterGradient("GatherV2")
def _gather_v2_grad(op, grad):
    params, indices, axis = op.inputs
    with op.graph.colocate_with(params.op):
        params_shape = array_ops.shape(params)
    indices_size = array_ops.expand_dims(grad_ops.size(indices), 0)
    batch_dims = op.attrs["batch_dims"]
    if batch_dims < 0:
        if indices.shape.ndims is None:
            raise ValueError("Currently, it is unsupported to take the gradient of tf.gather "
                             "when batch_dims < 0 and the rank of the indices is unknown. "
                             "Please pass a positive batch_dims or use tf.ensure_shape to "
                             "update the shape of indices when calling tf.gather. Got "
                             "batch_dims=%d and indices=%s" % (batch_dims, indices))
        batch_dims += indices.shape.ndims
    known_axis = constant_value(axis)
    if known_axis is not None and int(known_axis) == 0:
        values_shape = concat([indices_size, params_shape[1:]], 0)
        values = array_ops.reshape(dense(grad), values_shape)
        indices = array_ops.reshape(indices, indices_size)
        return [IndexedSlices(values, indices, params_shape), None, None]
    return [_gather_grad_along(params, params_shape, indices, axis, batch_dims, grad), None,
            None]


def _gather_grad_along(params, params_shape, indices, axis, batch_dims, grad):
    """The dense gradient of a gather along ``axis`` (a tensor): the gradient's gathered axes
    are moved to just after the batch axes, summed into rows there, and moved back."""
    outer_shape = params_shape[:axis]
    inner_shape = params_shape[axis:][1:]
    values_shape = concat([outer_shape, [-1], inner_shape], 0)
    values_dims = grad_ops.size(values_shape)
    axis_dims = grad_ops.size(outer_shape)
    outer_batches_indices = grad_ops.op_range(batch_dims)
    batch_axis_indices = grad_ops.op_range(batch_dims, axis_dims)
    inner_axes_indices = grad_ops.op_range(axis_dims + 1, values_dims)
    values = array_ops.reshape(dense(grad), values_shape)
    transpose_dims = concat([outer_batches_indices, [axis_dims], batch_axis_indices,
                             inner_axes_indices], 0)
    values_transpose = transpose(values, transpose_dims)
    params_shape_transpose = gather(params_shape, transpose_dims)
    params_grad = _batch_gather_grad(params_shape_transpose, values_transpose, indices,
                                     batch_dims, params_shape[axis])
    invert_transpose_dims = concat([outer_batches_indices, batch_axis_indices + 1,
                                    [batch_dims], inner_axes_indices], 0)
    params_grad = transpose(params_grad, invert_transpose_dims)
    return array_ops.reshape(params_grad, array_ops.shape(params))


def _batch_gather_grad(params_shape, values, indices, batch_dims, gather_dim_size):
    """Rows of ``values`` summed into ``gather_dim_size`` rows by ``indices``; with batch
    axes, each batch entry's indices are offset to rows of its own (TF's _BatchGatherGrad)."""
    indices_size = array_ops.expand_dims(grad_ops.size(indices), 0)
    if batch_dims:
        values_shape = array_ops.shape(values)
        outer_shape = values_shape[:batch_dims]
        inner_shape = values_shape[batch_dims:][1:]
        batch_size = reduce_prod(outer_shape, [0])
        flat_values_shape = concat([[-1], inner_shape], 0)
        gather_dim_size *= batch_size
        indices = _batch_indices(params_shape, indices, batch_dims)
        values = array_ops.reshape(dense(values), flat_values_shape)
    indices = array_ops.reshape(indices, indices_size)
    params_grad = unsorted_segment_sum(values, indices, gather_dim_size)
    if batch_dims:
        params_grad = array_ops.reshape(params_grad,
                                        concat([outer_shape, flat_values_shape], 0))
    return params_grad


def _batch_indices(params_shape, indices, batch_dims):
    """``indices`` plus each batch entry's offset into the flattened batch axes."""
    dtype = indices.dtype.base_dtype
    shape = math_ops.cast(params_shape, dtype)
    accumulated = array_ops.ones((), dtype=dtype)
    for dim in range(batch_dims, 0, -1):
        dim_value = shape[dim - 1]
        accumulated *= shape[dim]
        dim_indices = grad_ops.op_range(array_ops.zeros((), dtype=dtype), dim_value,
                                        array_ops.ones((), dtype=dtype))
        dim_indices *= accumulated
        dim_shape = concat([grad_ops.tile([1], [dim - 1]), [dim_value],
                            grad_ops.tile([1], [array_ops.rank(indices) - dim])], axis=0)
        indices += array_ops.reshape(dim_indices, dim_shape)
    return indices


@RegisterGradient("UnsortedSegmentSum")
def _unsorted_segment_sum_grad(op, grad):
    """Each input row gets its segment's gradient; rows of negative ids get zero."""
    return gather_drop_negatives(grad, op.inputs[1]), None, None


def gather_drop_negatives(params, ids, clipped=None, is_positive=None):
    """``gather(params, max(ids, 0))`` with zeros where ``ids`` is negative (TF's
    ``_GatherDropNegatives``, whose op names this keeps). With ``clipped`` and ``is_positive``
    from an earlier call (see ``gather_drop_negatives_masks``), those are reused."""
    return gather_drop_negatives_masks(params, ids, clipped, is_positive)[0]


def gather_drop_negatives_masks(params, ids, clipped=None, is_positive=None):
    """(``gather_drop_negatives``'s result, the clipped ids, the mask of kept rows)."""
    if clipped is None:
        clipped = math_ops.maximum(ids, array_ops.zeros_like(ids))
    gathered = gather(params, clipped)
    if is_positive is None:
        is_positive = math_ops.greater_equal(ids, 0)
        # Select wants the condition shaped like the rows: pad its shape with ones, then
        # broadcast.
        is_positive_shape = array_ops.shape(is_positive)
        ones = array_ops.ones([array_ops.rank(gathered) - array_ops.rank(is_positive)],
                              dtype=is_positive_shape.dtype)
        is_positive = array_ops.reshape(is_positive, concat([is_positive_shape, ones], axis=0))
        is_positive = logical_ops.logical_and(is_positive,
                                              array_ops.ones_like(gathered, dtype=dtypes.bool),
                                              name="and")
    selected = grad_ops.select_v2(is_positive, gathered, array_ops.zeros_like(gathered))
    return selected, clipped, is_positive


def aggregate_indexed_slices(grads):
    """The sum of several gradients of one tensor, at least one an IndexedSlices."""
    grads = [g for g in grads if g is not None]
    if any(not isinstance(g, IndexedSlices) for g in grads):
        return grad_ops.add_n(grads)
    grads = as_indexed_slices_list(grads)
    return IndexedSlices(concat([g.values for g in grads], axis=0),
                         concat([g.indices for g in grads], axis=0), grads[0].dense_shape)


def as_indexed_slices_list(grads, optimize=True):
    """Each gradient as an IndexedSlices (a dense one: all its rows, ``range(rows)``), with
    int32 indices cast to int64 if the dtypes differ (TF's ``_as_indexed_slices_list``)."""
    slices = []
    for g in grads:
        if not isinstance(g, IndexedSlices):
            shape = array_ops.shape(g, optimize=optimize)
            g = IndexedSlices(g, grad_ops.op_range(0, shape[0]), shape)
        slices.append(g)
    if len({g.indices.dtype.base_dtype for g in slices}) > 1:
        slices = [g if g.indices.dtype.base_dtype is dtypes.int64 else
                  IndexedSlices(g.values, math_ops.cast(g.indices, dtypes.int64), g.dense_shape)
                  for g in slices]
    return slices
