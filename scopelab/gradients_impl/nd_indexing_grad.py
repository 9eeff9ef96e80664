"""Gradients of indexing by coordinates: GatherNd, ScatterNd, TensorScatterUpdate / Add / Sub
and SparseToDense.

Mirrors ``_GatherNdGrad``, ``_ScatterNdGrad`` and the ``_TensorScatter*Grad`` functions
(``array_grad.py``) and ``_SparseToDenseGrad`` (``sparse_grad.py``) of TensorFlow, op for op.

- ``gather_nd`` read the entries at some coordinates, so its gradient puts the incoming
  gradient back at those coordinates of a zero tensor shaped like ``params``: a ``ScatterNd``
  (repeated coordinates add up). When every coordinate is a single row number (indices of
  shape ``[n, 1]``), it is a row gather, and TF returns an IndexedSlices of the rows instead.
- ``scatter_nd`` wrote the updates at the coordinates; each update's gradient is read back
  from there: a ``GatherNd``. The indices and the shape get none.
- ``sparse_to_dense`` is a scatter onto a tensor filled with ``default_value``: the values'
  gradient is gathered back (GatherNd), and the default value, used everywhere else, gets the
  sum of the rest (the whole gradient's sum minus the gathered part's). The indices and the
  shape get zeros, as in TF.
- ``tensor_scatter_nd_*``: the updates' gradient is gathered back (GatherNd; negated for
  ``sub``); the tensor's is the gradient itself (an Identity), and for ``update``, whose
  written entries hide the tensor's, that with zeros written at the coordinates.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
...     dx, = tf.gradients(tf.gather_nd(x, [[0, 1], [0, 1], [1, 0]]), [x])
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> dx.op.type, value.tolist()
('ScatterNd', [[0.0, 2.0], [1.0, 0.0]])
"""
from ..indexed_slices import IndexedSlices
from ..ops import array_ops
from ..ops.indexing_ops import squeeze
from ..ops.nd_indexing_ops import gather_nd, scatter_nd, tensor_scatter_nd_update
from ..ops.reduction_ops import reduce_sum
from .registry import RegisterGradient


@RegisterGradient("GatherNd")
def _gather_nd_grad(op, grad):
    params, indices = op.inputs
    params_shape = array_ops.shape(params, out_type=indices.dtype.base_dtype)
    dims = indices.shape.dims
    if dims is not None and len(dims) == 2 and dims[-1] == 1:
        return [IndexedSlices(grad, squeeze(indices, axis=[-1]), params_shape), None]
    return [scatter_nd(indices, grad, params_shape), None]


@RegisterGradient("ScatterNd")
def _scatter_nd_grad(op, grad):
    return [None, gather_nd(grad, op.inputs[0]), None]


@RegisterGradient("TensorScatterUpdate")
def _tensor_scatter_update_grad(op, grad):
    indices = op.inputs[1]
    updates_grad = gather_nd(grad, indices)
    tensor_grad = tensor_scatter_nd_update(array_ops.identity(grad), indices,
                                           array_ops.zeros_like(op.inputs[2], dtype=grad.dtype))
    return [tensor_grad, None, updates_grad]


@RegisterGradient("TensorScatterAdd")
def _tensor_scatter_add_grad(op, grad):
    updates_grad = gather_nd(grad, op.inputs[1])
    return [array_ops.identity(grad), None, updates_grad]


@RegisterGradient("TensorScatterSub")
def _tensor_scatter_sub_grad(op, grad):
    updates_grad = gather_nd(grad, op.inputs[1])
    return [array_ops.identity(grad), None, -updates_grad]


@RegisterGradient("SparseToDense")
def _sparse_to_dense_grad(op, grad):
    sparse_indices, output_shape = op.inputs[:2]
    values_grad = gather_nd(grad, sparse_indices)
    default_grad = reduce_sum(grad) - reduce_sum(values_grad)
    return [array_ops.zeros_like(sparse_indices), array_ops.zeros_like(output_shape),
            values_grad, default_grad]
