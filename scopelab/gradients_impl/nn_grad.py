"""Gradients of pooling and batch normalization: MaxPool, AvgPool (and their gradient ops, for
second derivatives) and FusedBatchNormV3.

Mirrors the matching functions of TensorFlow's ``nn_grad.py``. Each
builds one gradient op whose kernel lives next to the forward op (``ops/pooling_ops.py``,
``ops/batch_norm_ops.py``). MaxPool's gradient needs the forward output too, to find each
window's maximum again; AvgPool's needs only the input's shape. FusedBatchNormV3 keeps what
its gradient needs in its ``reserve_space`` outputs (the batch's mean and variance).
FusedBatchNormGradV3's own gradient is in batch_norm_grad_grad.py.

>>> import scopelab as tf
>>> from scopelab.gradients_impl import gradients
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[[[1.0], [3.0]], [[2.0], [0.0]]]])
...     dx, = gradients(tf.nn.max_pool(x, 2, 1, "VALID"), x)
...     with tf.Session() as sess:
...         out = sess.run(dx)
>>> dx.op.type, out[0, :, :, 0].tolist()
('MaxPoolGrad', [[0.0, 1.0], [0.0, 0.0]])
"""
from ..ops import array_ops, batch_norm_ops, pooling_ops
from ..ops.grad_ops import stop_gradient
from ..ops.indexing_ops import transpose
from .registry import RegisterGradient


def pool_attr_values(op):
    """A pooling op's window attrs, in the order its gradient functions take them."""
    return [op.attrs[k] for k in ("ksize", "strides", "padding", "data_format")]


@RegisterGradient("MaxPool")
def _max_pool_grad(op, grad):
    return pooling_ops.max_pool_grad(op.inputs[0], op.outputs[0], grad, *pool_attr_values(op))


@RegisterGradient("AvgPool")
def _avg_pool_grad(op, grad):
    return pooling_ops.avg_pool_grad(array_ops.shape(op.inputs[0]), grad, *pool_attr_values(op))


@RegisterGradient("AvgPoolGrad")
def _avg_pool_grad_grad(op, grad):
    """AvgPoolGrad is linear in its gradient input: its own gradient is an AvgPool."""
    return (stop_gradient(op.inputs[0]),
            pooling_ops.avg_pool(grad, *pool_attr_values(op)))


def grad_of_max_pool_grad(op, grad, pool_grad):
    """The gradient of a MaxPoolGrad or MaxPoolGradGrad op (2-D or 3-D). Both are linear in
    their gradient input, for the maxima fixed by the other two inputs: zeros for those, and
    ``pool_grad`` (the other op of the pair) applied to ``grad`` for it."""
    return (array_ops.zeros_like(op.inputs[0]), array_ops.zeros_like(op.inputs[1]),
            pool_grad(op.inputs[0], op.inputs[1], grad, *pool_attr_values(op)))


@RegisterGradient("MaxPoolGrad")
def _max_pool_grad_grad(op, grad):
    return grad_of_max_pool_grad(op, grad, pooling_ops.max_pool_grad_grad)


@RegisterGradient("MaxPoolGradGrad")
def _max_pool_grad_grad_grad(op, grad):
    return grad_of_max_pool_grad(op, grad, pooling_ops.max_pool_grad)


@RegisterGradient("FusedBatchNormV3")
def _fused_batch_norm_grad(op, *grads):
    """In training the gradient op reads the batch statistics the forward op kept
    (outputs 3 to 5); in inference it reads the given mean and variance (inputs 3 and 4)."""
    x, grad_y, scale = op.inputs[0], grads[0], op.inputs[1]
    data_format = op.attrs["data_format"]
    if op.attrs["is_training"]:
        saved = op.outputs[3], op.outputs[4]
    else:
        saved = op.inputs[3], op.inputs[4]
        if data_format == b"NCHW":
            x, grad_y = transpose(x, [0, 2, 3, 1]), transpose(grad_y, [0, 2, 3, 1])
    dx, dscale, doffset, _, _ = batch_norm_ops.fused_batch_norm_grad_v3(
        grad_y, x, scale, saved[0], saved[1], op.outputs[5], op.attrs["epsilon"],
        data_format if op.attrs["is_training"] else b"NHWC", op.attrs["is_training"])
    if not op.attrs["is_training"] and data_format == b"NCHW":
        dx = transpose(dx, [0, 3, 1, 2])
    return dx, dscale, doffset, None, None
