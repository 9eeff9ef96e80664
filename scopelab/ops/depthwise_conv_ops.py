"""Depthwise and separable convolutions: ``tf.nn.depthwise_conv2d``, ``separable_conv2d``.

Mirrors ``depthwise_conv2d`` and ``separable_conv2d`` of ``nn_impl.py`` and the
DepthwiseConv2dNative ops of ``gen_nn_ops`` (NHWC data).

A depthwise convolution filters every input channel on its own: the [kh, kw, c, m] filter
holds ``m`` small filters per channel, and output channel ``k * m + j`` is channel ``k``
filtered by its ``j``-th filter; channels never mix. A separable convolution follows it with a
1 x 1 Conv2D (the "pointwise" filter [1, 1, c * m, out]) that mixes them: far fewer weights
than one full Conv2D. ``tf.nn.depthwise_conv2d`` is the scope ``depthwise`` around one
DepthwiseConv2dNative op named after the scope; with a ``rate`` above 1 that op runs between
a SpaceToBatchND and a BatchToSpaceND (``space_to_batch_ops.py``), as in TF1.

The kernels loop over the filter's taps (``window_taps.py``): tap ``t`` multiplies the slice
of the input it reads in every window by its [c, m] weights. The gradient ops run the same
loop: each tap sends ``dy`` times its weights back to its slice of the input, and collects
input times ``dy`` for its own weights.
TF's CPU kernel has no dilations: ``rate`` goes through the space-to-batch deal.
Left out: NCHW, explicit paddings.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     x = tf.reshape(tf.range(8.0), [1, 2, 2, 2])
...     y = tf.nn.depthwise_conv2d(x, tf.ones([2, 2, 2, 1]), [1, 1, 1, 1], "VALID")
...     with tf.Session() as sess:
...         out = sess.run(y)
>>> y.op.type, y.name, out.ravel().tolist()
('DepthwiseConv2dNative', 'depthwise:0', [12.0, 16.0])
"""
import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .array_ops import shape
from .core import check_same_dtype, convert_to_tensor, kernel, make_op, shape_error
from .nn_grad_ops import conv_backprop
from .nn_ops import conv2d
from .space_to_batch_ops import with_space_to_batch
from .window_taps import Windows, check_strides, checked_padding, out_length

_OP = "DepthwiseConv2dNative"


def _attrs(dtype, strides, padding, data_format, dilations):
    data_format = data_format.decode() if isinstance(data_format, bytes) else data_format
    return {"T": dtype, "strides": [int(s) for s in strides], "padding": padding.encode(),
            "explicit_paddings": [], "data_format": data_format.encode(),
            "dilations": [int(d) for d in (dilations or [1, 1, 1, 1])]}


def depthwise_conv2d_native(input, filter, strides, padding, data_format="NHWC",  # noqa: A002
                            dilations=(1, 1, 1, 1), name=None):
    """The DepthwiseConv2dNative op: every channel of the NHWC ``input`` filtered by its own
    ``m`` filters of the [kh, kw, c, m] ``filter``."""
    padding = checked_padding(_OP, padding, explicit=True)
    g = graph_from_inputs((input, filter))
    with g.name_scope(name or _OP) as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        w = convert_to_tensor(filter, name="filter", preferred_dtype=x.dtype.base_dtype, graph=g)
        dtype = check_same_dtype(_OP, ("input", "filter"), (x, w))
        attrs = _attrs(dtype, strides, padding, data_format or "NHWC", dilations)
        return make_op(g, _OP, [x, w], scope, dtype, lambda node: _shape(x, w, node, attrs),
                       attrs)


def _shape(x, w, node, attrs):
    for t in (x, w):
        if t.shape.ndims not in (None, 4):
            raise shape_error("Shape must be rank 4 but is rank %d" % t.shape.ndims, node, _OP,
                              attrs, [x, w])
    if len(attrs["strides"]) != 4:
        raise shape_error("DepthwiseConv2D requires the stride attribute to contain 4 values, "
                          "but got: %d" % len(attrs["strides"]), node, _OP, attrs, [x, w])
    if x.shape.dims is None or w.shape.dims is None:
        return TensorShape([None] * 4)
    (n, h, wd, c), (kh, kw, cin, m) = x.shape.dims, w.shape.dims
    if c is not None and cin is not None and c != cin:
        raise shape_error("Dimensions must be equal, but are %d and %d" % (c, cin), node, _OP,
                          attrs, [x, w])
    c = c if c is not None else cin
    padding, (_, sh, sw, _), (_, dh, dw, _) = (attrs["padding"].decode(), attrs["strides"],
                                               attrs["dilations"])
    if padding == "VALID":
        for size, k, d in ((h, kh, dh), (wd, kw, dw)):
            if size is not None and k is not None and (k - 1) * d + 1 > size:
                raise shape_error("Negative dimension size caused by subtracting %d from %d"
                                  % ((k - 1) * d + 1, size), node, _OP, attrs, [x, w])
    rows = out_length(h, kh, sh, padding, dh) if kh is not None else None
    cols = out_length(wd, kw, sw, padding, dw) if kw is not None else None
    return TensorShape([n, rows, cols, None if c is None or m is None else c * m])


def _backprop(op_type, inputs, strides, padding, data_format, dilations, shape_source, name):
    attrs = _attrs(None, strides, checked_padding(op_type, padding, explicit=True), data_format or "NHWC",
                   dilations)
    return conv_backprop(op_type, inputs, attrs, shape_source, name)


def depthwise_conv2d_native_backprop_input(input_sizes, filter, out_backprop, strides,  # noqa: A002
                                           padding, data_format="NHWC",
                                           dilations=(1, 1, 1, 1), name=None):
    """The gradient of DepthwiseConv2dNative for its input, whose shape is ``input_sizes``."""
    return _backprop(_OP + "BackpropInput", (input_sizes, filter, out_backprop), strides,
                     padding, data_format, dilations, input_sizes, name)


def depthwise_conv2d_native_backprop_filter(input, filter_sizes, out_backprop, strides,  # noqa: A002
                                            padding, data_format="NHWC",
                                            dilations=(1, 1, 1, 1), name=None):
    """The gradient of DepthwiseConv2dNative for its filter, whose shape is ``filter_sizes``."""
    return _backprop(_OP + "BackpropFilter", (input, filter_sizes, out_backprop), strides,
                     padding, data_format, dilations, filter_sizes, name)


def depthwise_conv2d(input, filter, strides, padding, rate=None, name=None,  # noqa: A002
                     data_format=None, dilations=None):
    """A depthwise convolution, with holes when ``rate`` (alias ``dilations``) is above 1."""
    rate = dilations if dilations is not None else rate
    g = graph_from_inputs((input, filter))
    with g.name_scope(name, "depthwise") as scope:
        x = convert_to_tensor(input, name="tensor_in", graph=g)
        w = convert_to_tensor(filter, name="filter_in", graph=g)
        return with_space_to_batch(
            x, [1, 1] if rate is None else rate, padding,
            lambda dealt, pad: depthwise_conv2d_native(dealt, w, strides, pad,
                                                       data_format=data_format, name=scope),
            filter_shape=shape(w))


def separable_conv2d(input, depthwise_filter, pointwise_filter, strides, padding,  # noqa: A002
                     rate=None, name=None, data_format=None, dilations=None):
    """A depthwise convolution (``<scope>/depthwise``) then a 1 x 1 Conv2D named after the
    scope that mixes its channels."""
    rate = dilations if dilations is not None else rate
    g = graph_from_inputs((input, depthwise_filter, pointwise_filter))
    with g.name_scope(name, "separable_conv2d") as scope:
        x = convert_to_tensor(input, name="tensor_in", graph=g)
        depthwise = convert_to_tensor(depthwise_filter, name="depthwise_filter", graph=g)
        pointwise = convert_to_tensor(pointwise_filter, name="pointwise_filter", graph=g)
        dims = pointwise.shape.dims
        if dims is not None and len(dims) != 4:
            raise ValueError("Shape %s must have rank 4" % (pointwise.shape,))
        for size in (dims or [None, None])[:2]:
            if size not in (None, 1):
                raise ValueError("Dimensions %d and 1 are not compatible" % size)
        mixed = with_space_to_batch(
            x, [1, 1] if rate is None else rate, padding,
            lambda dealt, pad: depthwise_conv2d_native(dealt, depthwise, strides, pad,
                                                       data_format=data_format,
                                                       name="depthwise"),
            filter_shape=shape(depthwise))
        return conv2d(mixed, pointwise, [1, 1, 1, 1], "VALID",
                      data_format=data_format or "NHWC", name=scope)


# ---------------------------------------------------------------------- kernels
def _windows(op, sizes, kernel_sizes):
    (_, sh, sw, _), (_, dh, dw, _) = op.attrs["strides"], op.attrs["dilations"]
    return Windows(sizes, kernel_sizes, (sh, sw), op.attrs["padding"].decode(), (dh, dw))


@kernel(_OP)
def _depthwise(op, x, w):
    check_strides(op, equal_spatial=True)
    if any(d != 1 for d in op.attrs["dilations"]):
        raise errors.graph_execution_error(
            errors.UnimplementedError, op, "Current kernel implementation does not support "
            "dilations, received [%s]" % " ".join(str(d) for d in op.attrs["dilations"]))
    kh, kw, c, m = w.shape
    win = _windows(op, x.shape[1:3], (kh, kw))
    xp = win.pad(x)
    out = np.zeros((x.shape[0],) + win.out + (c, m), dtype=np.result_type(x, w))
    for tap, window in win.taps():
        out += xp[window][..., None] * w[tap]
    return out.reshape(out.shape[:3] + (c * m,))


@kernel(_OP + "BackpropInput")
def _depthwise_backprop_input(op, input_sizes, w, dy):
    n, h, wd, c = (int(d) for d in input_sizes)
    kh, kw, _, m = w.shape
    win = _windows(op, (h, wd), (kh, kw))
    dy = dy.reshape(dy.shape[:3] + (c, m))
    dxp = np.zeros(win.padded_shape(n, c), dtype=dy.dtype)
    for tap, window in win.taps():
        dxp[window] += np.einsum("nhwcm,cm->nhwc", dy, w[tap])
    return win.crop(dxp).copy()


@kernel(_OP + "BackpropFilter")
def _depthwise_backprop_filter(op, x, filter_sizes, dy):
    kh, kw, c, m = (int(d) for d in filter_sizes)
    win = _windows(op, x.shape[1:3], (kh, kw))
    xp = win.pad(x)
    dy = dy.reshape(dy.shape[:3] + (c, m))
    dw = np.empty((kh, kw, c, m), dtype=dy.dtype)
    for tap, window in win.taps():
        dw[tap] = np.einsum("nhwc,nhwcm->cm", xp[window], dy)
    return dw
