"""The gradient of TopKV2: each value's gradient goes back to the position it was taken from.

Mirrors ``_TopKGrad`` of ``nn_grad.py``, op for op. The indices TopKV2 returned count along
the last axis of each row; adding each row's offset (row number times the row length) makes
them positions in the flattened input, and ``ScatterNd`` puts the flattened gradient there, on
zeros. The indices output gets a zero gradient (``zeros``, int32).

>>> import scopelab as tf
>>> from scopelab.gradients_impl import gradients
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1.0, 3.0, 2.0]])
...     dx, = gradients(tf.nn.top_k(x, 2).values, [x])
...     with tf.Session() as sess:
...         print(sess.run(dx))
[[0. 1. 1.]]
"""
from .. import dtypes
from ..ops import array_ops, math_ops
from ..ops.grad_ops import op_range, size
from ..ops.indexing_ops import gather, stack
from ..ops.nd_indexing_ops import scatter_nd
from ..ops.reduction_ops import reduce_prod
from .registry import RegisterGradient


def _last_dim(shape):
    """The last entry of a shape tensor, as int64."""
    return gather(math_ops.cast(shape, dtypes.int64), size(shape) - 1)


@RegisterGradient("TopKV2")
def _top_k_grad(op, grad, _):
    in_shape = array_ops.shape(op.inputs[0])
    ind_shape = array_ops.shape(op.outputs[1])
    ind_2d = array_ops.reshape(op.outputs[1], stack([-1, _last_dim(ind_shape)]))
    in_lastdim = _last_dim(in_shape)
    outerdim = array_ops.shape(ind_2d)[0]
    offsets = op_range(0, math_ops.cast(outerdim, dtypes.int64) * in_lastdim, in_lastdim)
    ind = array_ops.reshape(
        ind_2d + math_ops.cast(array_ops.expand_dims(offsets, -1), dtypes.int32), [-1])
    scattered = scatter_nd(array_ops.expand_dims(ind, -1), array_ops.reshape(grad, [-1]),
                           [reduce_prod(in_shape)])
    return [array_ops.reshape(scattered, in_shape), array_ops.zeros([], dtype=dtypes.int32)]
