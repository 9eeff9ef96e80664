"""The gradient of FusedBatchNormGradV3: second derivatives through ``tf.nn.fused_batch_norm``
(and so through ``tf.layers.batch_normalization`` on images).

Mirrors ``nn_fused_batch_norm_grad.py``. The fused gradient op is one kernel with no formula
in the graph, so its own gradient writes that formula out as ordinary ops (the batch's mean and
variance, the centred input, rsqrt of the variance...) and differentiates those. The first
part builds the same ops, with the same names, as TF. TF then differentiates them with a
GradientTape, whose ops sit flat in the same name scope; scopelab calls ``tf.gradients``, so
its ops sit one scope lower (``.../FusedBatchNormGradV3_grad/gradients/...``). The values
are the same.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.reshape(tf.range(8, dtype=tf.float32), [2, 2, 1, 2]) / 4.0
...     y, _, _ = tf.nn.fused_batch_norm(x, tf.ones([2]), tf.zeros([2]))
...     dx, = tf.gradients(tf.reduce_sum(y * y * x), x)
...     d2x, = tf.gradients(tf.reduce_sum(dx), x)
>>> d2x.op.type
'AddN'
"""
from .. import dtypes
from ..ops import array_ops, grad_ops, math_ops, reduction_ops
from ..ops.indexing_ops import squeeze
from ..ops.loss_math_ops import squared_difference
from ..ops.unary_math_ops import rsqrt
from .gradients_util import gradients
from .registry import RegisterGradient


def _batch_norm_grad(grad_y, x, scale, pop_mean, pop_var, epsilon, data_format, is_training):
    """(dx, dscale, doffset) of a batch norm, as differentiable ops (NHWC or NCHW)."""
    x_dtype = x.dtype.base_dtype
    if x_dtype is dtypes.float16:  # too coarse for the sums: work in float32, as the kernel
        x, grad_y = math_ops.cast(x, dtypes.float32), math_ops.cast(grad_y, dtypes.float32)
    channels_first = data_format == b"NCHW"
    axes = [0, 2, 3] if channels_first else [0, 1, 2]
    if is_training:
        if channels_first:
            scale = array_ops.reshape(scale, [1, grad_ops.size(scale), 1, 1])
        mean_grad_y = reduction_ops.reduce_mean(grad_y, axes, keepdims=channels_first)
        mean_x = reduction_ops.reduce_mean(x, axes, keepdims=channels_first)
        # The batch variance, with the mean held fixed: its own gradient flows through mean_x.
        var_x = reduction_ops.reduce_mean(
            squared_difference(x, grad_ops.stop_gradient(mean_x)), axes,
            keepdims=channels_first)
        grad_y_offset = grad_y - mean_grad_y
        x_offset = x - mean_x
        mean = reduction_ops.reduce_mean(grad_y * x_offset, axis=axes, keepdims=channels_first)
        grad_x = scale * rsqrt(var_x + epsilon) * (
            grad_y_offset - math_ops.reciprocal(var_x + epsilon) * mean * x_offset)
        grad_scale = rsqrt(var_x + epsilon) * reduction_ops.reduce_sum(
            grad_y * x_offset, axis=axes, keepdims=channels_first)
        if channels_first:
            grad_scale = squeeze(grad_scale)
        grad_offset = reduction_ops.reduce_sum(grad_y, axis=axes)
    else:
        if channels_first:
            shape = [1, grad_ops.size(pop_mean), 1, 1]
            pop_mean, pop_var, scale = (array_ops.reshape(t, shape)
                                        for t in (pop_mean, pop_var, scale))
        grad_offset = reduction_ops.reduce_sum(grad_y, axis=axes)
        var_rsqrt = rsqrt(pop_var + epsilon)
        grad_scale = reduction_ops.reduce_sum(grad_y * (x - pop_mean) * var_rsqrt, axis=axes)
        grad_x = grad_y * scale * var_rsqrt
    return math_ops.cast(grad_x, x_dtype), grad_scale, grad_offset


@RegisterGradient("FusedBatchNormGradV3")
def _fused_batch_norm_grad_grad(op, *grads):
    """Inputs (dy, x, scale, mean, variance, reserve): the gradients for dy, x and scale."""
    grad_y, x, scale, pop_mean, pop_var = op.inputs[:5]
    outputs = _batch_norm_grad(grad_y, x, scale, pop_mean, pop_var, op.attrs["epsilon"],
                               op.attrs["data_format"], op.attrs["is_training"])
    # Only the ops written out here are differentiated, as on TF's tape: the gradient must not
    # also run back through whatever computed dy from x (the outer tf.gradients does that).
    inputs = [grad_y, x, scale]
    grad_grad_y, grad_x, grad_scale = gradients(list(outputs), inputs, grad_ys=list(grads[:3]),
                                                stop_gradients=inputs)
    return grad_grad_y, grad_x, grad_scale, None, None, None
