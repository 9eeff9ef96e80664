"""Gradients of the depthwise and 3-D convolutions, the 3-D pools, the space-to-batch deal and
the depth-to-space tiles.

Mirrors the matching functions of TensorFlow's ``nn_grad.py`` and ``array_grad.py``. Each
builds TF's gradient ops: DepthwiseConv2dNative's two backprop ops take the shapes of what they
differentiate (``Shape``, ``Shape_1``); Conv3D's take both at once (``ShapeN``); the pools'
mirror MaxPool's and AvgPool's (``nn_grad.py``), MaxPoolWithArgmax's sends the gradient to
the recorded indices; SpaceToBatchND and BatchToSpaceND undo each
other, so each is the other's gradient, and so do DepthToSpace and SpaceToDepth (in the
op's layout). The backprop ops are linear in their two tensor
inputs, so their own gradients (second derivatives) are the forward op and the other
backprop op.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     x = tf.ones([1, 3, 3, 1])
...     dx, = tf.gradients(tf.nn.depthwise_conv2d(x, tf.ones([2, 2, 1, 1]), [1] * 4, "VALID"), x)
>>> dx.op.type
'DepthwiseConv2dNativeBackpropInput'
"""
from ..ops import (argmax_pool_ops, array_ops, conv3d_ops, depth_to_space_ops,
                   depthwise_conv_ops, pooling3d_ops, space_to_batch_ops)
from ..ops.grad_ops import shape_n, stop_gradient
from .nn_grad import grad_of_max_pool_grad, pool_attr_values
from .registry import RegisterGradient

_CONV_ATTRS = ("strides", "padding", "data_format", "dilations")


@RegisterGradient("DepthwiseConv2dNative")
def _depthwise_grad(op, grad):
    attrs = {k: op.attrs[k] for k in _CONV_ATTRS}
    return [depthwise_conv_ops.depthwise_conv2d_native_backprop_input(
                array_ops.shape(op.inputs[0]), op.inputs[1], grad, **attrs),
            depthwise_conv_ops.depthwise_conv2d_native_backprop_filter(
                op.inputs[0], array_ops.shape(op.inputs[1]), grad, **attrs)]


@RegisterGradient("DepthwiseConv2dNativeBackpropInput")
def _depthwise_backprop_input_grad(op, grad):
    attrs = {k: op.attrs[k] for k in _CONV_ATTRS}
    return [None,
            depthwise_conv_ops.depthwise_conv2d_native_backprop_filter(
                grad, array_ops.shape(op.inputs[1]), op.inputs[2], **attrs),
            depthwise_conv_ops.depthwise_conv2d_native(grad, op.inputs[1], **attrs)]


@RegisterGradient("DepthwiseConv2dNativeBackpropFilter")
def _depthwise_backprop_filter_grad(op, grad):
    attrs = {k: op.attrs[k] for k in _CONV_ATTRS}
    return [depthwise_conv_ops.depthwise_conv2d_native_backprop_input(
                array_ops.shape(op.inputs[0]), grad, op.inputs[2], **attrs),
            None,
            depthwise_conv_ops.depthwise_conv2d_native(op.inputs[0], grad, **attrs)]


@RegisterGradient("Conv3D")
def _conv3d_grad(op, grad):
    attrs = {k: op.attrs[k] for k in _CONV_ATTRS}
    shape_0, shape_1 = shape_n([op.inputs[0], op.inputs[1]])
    return [conv3d_ops.conv3d_backprop_input_v2(shape_0, op.inputs[1], grad, **attrs),
            conv3d_ops.conv3d_backprop_filter_v2(op.inputs[0], shape_1, grad, **attrs)]


@RegisterGradient("Conv3DBackpropInputV2")
def _conv3d_backprop_input_grad(op, grad):
    attrs = {k: op.attrs[k] for k in _CONV_ATTRS}
    return [None,
            conv3d_ops.conv3d_backprop_filter_v2(grad, array_ops.shape(op.inputs[1]),
                                                 op.inputs[2], **attrs),
            conv3d_ops.conv3d(grad, op.inputs[1], **attrs)]


@RegisterGradient("Conv3DBackpropFilterV2")
def _conv3d_backprop_filter_grad(op, grad):
    attrs = {k: op.attrs[k] for k in _CONV_ATTRS}
    return [conv3d_ops.conv3d_backprop_input_v2(array_ops.shape(op.inputs[0]), grad,
                                                op.inputs[2], **attrs),
            None,
            conv3d_ops.conv3d(op.inputs[0], grad, **attrs)]


@RegisterGradient("MaxPool3D")
def _max_pool3d_grad(op, grad):
    return pooling3d_ops.max_pool3d_grad(op.inputs[0], op.outputs[0], grad, *pool_attr_values(op))


@RegisterGradient("MaxPool3DGrad")
def _max_pool3d_grad_grad(op, grad):
    return grad_of_max_pool_grad(op, grad, pooling3d_ops.max_pool3d_grad_grad)


@RegisterGradient("MaxPool3DGradGrad")
def _max_pool3d_grad_grad_grad(op, grad):
    return grad_of_max_pool_grad(op, grad, pooling3d_ops.max_pool3d_grad)


@RegisterGradient("AvgPool3D")
def _avg_pool3d_grad(op, grad):
    return pooling3d_ops.avg_pool3d_grad(array_ops.shape(op.inputs[0]), grad, *pool_attr_values(op))


@RegisterGradient("AvgPool3DGrad")
def _avg_pool3d_grad_grad(op, grad):
    """AvgPool3DGrad is linear in its gradient input: its own gradient is an AvgPool3D."""
    return (stop_gradient(op.inputs[0]),
            pooling3d_ops.avg_pool3d(grad, *pool_attr_values(op)))


@RegisterGradient("MaxPoolWithArgmax")
def _max_pool_with_argmax_grad(op, grad, unused_argmax_grad):
    attrs = {k: op.attrs[k] for k in ("ksize", "strides", "padding", "include_batch_in_index")}
    return argmax_pool_ops.max_pool_grad_with_argmax(op.inputs[0], grad, op.outputs[1], attrs)


@RegisterGradient("SpaceToBatchND")
def _space_to_batch_grad(op, grad):
    return [space_to_batch_ops.batch_to_space_nd(grad, op.inputs[1], op.inputs[2]), None, None]


@RegisterGradient("BatchToSpaceND")
def _batch_to_space_grad(op, grad):
    return [space_to_batch_ops.space_to_batch_nd(grad, op.inputs[1], op.inputs[2]), None, None]


def _tile_grad(inverse):
    # TF's gradient means to refuse NCHW_VECT_C, but compares the attr's bytes with a str: it
    # never does, and builds the inverse op in that layout too.
    return lambda op, grad: inverse(grad, op.attrs["block_size"],
                                    data_format=op.attrs["data_format"])


RegisterGradient("DepthToSpace")(_tile_grad(depth_to_space_ops.space_to_depth))
RegisterGradient("SpaceToDepth")(_tile_grad(depth_to_space_ops.depth_to_space))
