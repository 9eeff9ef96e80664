"""Gradients of pooling, batch normalization and the transposed convolution: MaxPool, AvgPool
(and their gradient ops, for second derivatives), FusedBatchNormV3, Rsqrt, RsqrtGrad,
Conv2DBackpropInput and Conv2DBackpropFilter.

Mirrors the matching functions of TensorFlow's ``nn_grad.py`` and ``math_grad.py``. Each
builds one gradient op whose kernel lives next to the forward op (``ops/pooling_ops.py``,
``ops/batch_norm_ops.py``). MaxPool's gradient needs the forward output too, to find each
window's maximum again; AvgPool's needs only the input's shape. FusedBatchNormV3 keeps what
its gradient needs in its ``reserve_space`` outputs (the batch's mean and variance).
Left out: FusedBatchNormGradV3's gradient, which TF registers and scopelab does not.

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
from ..default_graph import get_default_graph
from ..ops import array_ops, batch_norm_ops, grad_ops, math_ops, nn_ops, pooling_ops
from ..ops.grad_ops import stop_gradient
from ..ops.indexing_ops import transpose
from .array_grad import _CONV_ATTRS
from .registry import RegisterGradient

_POOL_ATTRS = ("ksize", "strides", "padding", "data_format")


@RegisterGradient("MaxPool")
def _max_pool_grad(op, grad):
    return pooling_ops.max_pool_grad(op.inputs[0], op.outputs[0], grad,
                                     *[op.attrs[k] for k in _POOL_ATTRS])


@RegisterGradient("AvgPool")
def _avg_pool_grad(op, grad):
    return pooling_ops.avg_pool_grad(array_ops.shape(op.inputs[0]), grad,
                                     *[op.attrs[k] for k in _POOL_ATTRS])


@RegisterGradient("AvgPoolGrad")
def _avg_pool_grad_grad(op, grad):
    """AvgPoolGrad is linear in its gradient input: its own gradient is an AvgPool."""
    return (stop_gradient(op.inputs[0]),
            pooling_ops.avg_pool(grad, *[op.attrs[k] for k in _POOL_ATTRS]))


@RegisterGradient("MaxPoolGrad")
def _max_pool_grad_grad(op, grad):
    """Linear in its gradient input too, for the maxima fixed by the other two inputs."""
    return (array_ops.zeros_like(op.inputs[0]), array_ops.zeros_like(op.inputs[1]),
            pooling_ops.max_pool_grad_grad(op.inputs[0], op.inputs[1], grad,
                                           *[op.attrs[k] for k in _POOL_ATTRS]))


@RegisterGradient("MaxPoolGradGrad")
def _max_pool_grad_grad_grad(op, grad):
    return (array_ops.zeros_like(op.inputs[0]), array_ops.zeros_like(op.inputs[1]),
            pooling_ops.max_pool_grad(op.inputs[0], op.inputs[1], grad,
                                      *[op.attrs[k] for k in _POOL_ATTRS]))


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


@RegisterGradient("Rsqrt")
def _rsqrt_grad(op, grad):
    return batch_norm_ops.rsqrt_grad(op.outputs[0], grad)


@RegisterGradient("RsqrtGrad")
def _rsqrt_grad_grad(op, grad):
    """RsqrtGrad computes ``-0.5 * b * a ** 3`` from ``a = rsqrt(x)`` and ``b = dy``."""
    a, b = op.inputs
    with get_default_graph().control_dependencies([grad]):
        grad_a = -1.5 * grad * b * math_ops.square(a)
        grad_b = batch_norm_ops.rsqrt_grad(a, grad)
        return grad_a, grad_b


@RegisterGradient("Conv2DBackpropInput")
def _conv2d_backprop_input_grad(op, grad):
    """A transposed convolution's gradients: for its filter, the filter gradient of the Conv2D
    it reverses (with input and output swapped); for its input, that Conv2D itself."""
    attrs = {k: op.attrs[k] for k in _CONV_ATTRS}
    return [None,
            grad_ops.conv2d_backprop_filter(grad, array_ops.shape(op.inputs[1]), op.inputs[2],
                                            attrs),
            nn_ops.conv2d(grad, op.inputs[1], **_conv2d_kwargs(attrs))]


@RegisterGradient("Conv2DBackpropFilter")
def _conv2d_backprop_filter_grad(op, grad):
    """The filter gradient is bilinear in the input and dy: one Conv2D gradient each way."""
    attrs = {k: op.attrs[k] for k in _CONV_ATTRS}
    return [grad_ops.conv2d_backprop_input(array_ops.shape(op.inputs[0]), grad, op.inputs[2],
                                           attrs),
            None,
            nn_ops.conv2d(op.inputs[0], grad, **_conv2d_kwargs(attrs))]


def _conv2d_kwargs(attrs):
    return {"strides": attrs["strides"], "padding": attrs["padding"],
            "use_cudnn_on_gpu": attrs["use_cudnn_on_gpu"],
            "data_format": attrs["data_format"].decode(), "dilations": attrs["dilations"]}
