"""Neural-network ops of the tutorial's filter: Conv2D, BiasAdd, Relu (``tf.nn``), and the
layers made of them (``xw_plus_b``, ``relu_layer``, ``crelu``).

Mirrors ``nn_ops.py`` for NHWC data. The Conv2D kernel is "im2col": it lays out, for every
output pixel, the ``kh x kw x C`` input patch the filter sees as one row (``im2col``), so that
the whole convolution is one matrix product of those rows with the filter as a
``kh * kw * C x out`` matrix. (``scopelab/fast/conv.py`` computes the same sums with less
copying, or through Fourier transforms.) Dilations space the filter's taps apart.
Left out: NCHW. Pooling is in
``pooling_ops.py``, Relu6 and LeakyRelu in ``activation_ops.py``, dropout in ``dropout_ops.py``.

>>> import scopelab as tf, numpy as np
>>> g = tf.Graph()
>>> with g.as_default():
...     y = tf.nn.conv2d(tf.ones([1, 4, 4, 1]), tf.ones([3, 3, 1, 2]), [1, 1, 1, 1], "SAME")
...     with tf.Session() as sess:
...         out = sess.run(y)
>>> y.shape, out[0, :, :, 0].tolist()[0]
(TensorShape([Dimension(1), Dimension(4), Dimension(4), Dimension(2)]), [4.0, 6.0, 6.0, 4.0])
"""
import math

import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .core import check_same_dtype, convert_to_tensor, kernel, make_op, one_input_op, shape_error
from .shape_rules import input_shape
from .indexing_ops import concat
from .math_ops import matmul
from .window_taps import checked_padding


def relu(features, name=None):
    return one_input_op("Relu", features, "features", name)


kernel("Relu", shape=input_shape, shape_inputs=())(lambda op, x: np.maximum(x, 0))


def l2_loss(t, name=None):
    """``sum(t ** 2) / 2``: the usual weight-decay penalty."""
    return one_input_op("L2Loss", t, "t", name, shape=[])


kernel("L2Loss", shape_inputs=())(lambda op, x: (np.sum(np.square(x)) / 2).astype(x.dtype))




def bias_add(value, bias, data_format=None, name=None):
    g = graph_from_inputs((value, bias))
    with g.name_scope(name, "BiasAdd") as scope:
        value = convert_to_tensor(value, name="input", graph=g)
        bias = convert_to_tensor(bias, dtype=value.dtype, name="bias", graph=g)
        dtype = value.dtype.base_dtype
        attrs = {"T": dtype, "data_format": (data_format or "NHWC").encode()}

        def shape(node):
            rank, bias_rank = value.shape.ndims, bias.shape.ndims
            if rank is not None and rank < 2:
                raise shape_error("Shape must be at least rank 2 but is rank %d" % rank,
                                  node, "BiasAdd", attrs, [value, bias])
            if bias_rank is not None and bias_rank != 1:
                raise shape_error("Shape must be rank 1 but is rank %d" % bias_rank,
                                  node, "BiasAdd", attrs, [value, bias])
            last, length = (value.shape.dims or [None])[-1], (bias.shape.dims or [None])[-1]
            if last is not None and length is not None and last != length:
                raise shape_error("Dimensions must be equal, but are %d and %d" % (last, length),
                                  node, "BiasAdd", attrs, [value, bias])
            return value.shape
        return make_op(g, "BiasAdd", [value, bias], scope, dtype, shape, attrs)


kernel("BiasAdd", shape=input_shape, shape_inputs=())(lambda op, x, b: x + b)


def xw_plus_b(x, weights, biases, name=None):
    """``matmul(x, weights) + biases``: a dense layer's output before its activation."""
    return _dense_layer(x, weights, biases, name, "xw_plus_b",
                        lambda x, w, b, scope: bias_add(matmul(x, w), b, name=scope))


def relu_layer(x, weights, biases, name=None):
    """``relu(matmul(x, weights) + biases)``: a whole dense layer with its ReLU."""
    return _dense_layer(x, weights, biases, name, "relu_layer",
                        lambda x, w, b, scope: relu(bias_add(matmul(x, w), b), name=scope))


def _dense_layer(x, weights, biases, name, default_name, build):
    """``build(x, weights, biases, scope)`` on the three converted, in the layer's scope."""
    g = graph_from_inputs((x, weights, biases))
    with g.name_scope(name, default_name) as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        weights = convert_to_tensor(weights, name="weights", graph=g)
        biases = convert_to_tensor(biases, name="biases", graph=g)
        return build(x, weights, biases, scope)


def crelu(features, name=None, axis=-1):
    """The ReLUs of ``features`` and of ``-features``, concatenated along ``axis``: twice the
    channels, keeping the negative part a plain ReLU throws away."""
    g = graph_from_inputs((features,))
    with g.name_scope(name, "CRelu") as scope:
        features = convert_to_tensor(features, name="features", graph=g)
        return relu(concat([features, -features], axis, name=scope))


def _out_size(size, k, stride, padding):
    if size is None:
        return None
    return math.ceil(size / stride) if padding == "SAME" else math.ceil((size - k + 1) / stride)


def conv2d(input, filter=None, strides=None, padding=None, use_cudnn_on_gpu=True,  # noqa: A002
           data_format="NHWC", dilations=(1, 1, 1, 1), name=None, filters=None):
    """2-D convolution of NHWC ``input`` with an [h, w, in, out] ``filter``."""
    filter = filters if filter is None else filter  # noqa: A001
    padding = checked_padding("Conv2D", padding, explicit=True)
    g = graph_from_inputs((input, filter))
    with g.name_scope(name or "Conv2D") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        w = convert_to_tensor(filter, name="filter", preferred_dtype=x.dtype.base_dtype, graph=g)
        dtype = check_same_dtype("Conv2D", ("input", "filter"), (x, w))
        strides = [int(s) for s in ([strides] if isinstance(strides, int) else strides)]
        if len(strides) not in (1, 2, 4):
            raise ValueError("strides should be of length 1, 2 or 4. Received: strides=%s of "
                             "length %d" % (strides, len(strides)))
        if len(strides) < 4:  # [s] or [sh, sw] mean the spatial strides
            strides = [1] + (strides * 2)[:2] + [1]
        dilations = [int(d) for d in ([dilations] if isinstance(dilations, int) else dilations)]
        if len(dilations) not in (1, 2, 4):
            raise ValueError("dilations should be of length 1, 2 or 4. Received: dilations=%s "
                             "of length %d" % (dilations, len(dilations)))
        if len(dilations) < 4:
            dilations = [1] + (dilations * 2)[:2] + [1]
        attrs = {"T": dtype, "strides": strides, "padding": padding.encode(),
                 "data_format": data_format.encode(), "dilations": dilations,
                 "explicit_paddings": [], "use_cudnn_on_gpu": bool(use_cudnn_on_gpu)}

        def shape(node):
            if x.shape.dims is None or w.shape.dims is None:
                return TensorShape([None] * 4)
            n, h, wd, c = x.shape.dims
            kh, kw, cin, cout = w.shape.dims
            if c is not None and cin is not None and c != cin:
                raise shape_error("Depth of input (%d) is not a multiple of input depth of filter "
                                  "(%d)" % (c, cin), node, "Conv2D", attrs, [x, w])
            # A dilated filter spans (k - 1) * d + 1 pixels.
            kh, kw = [None if k is None else (k - 1) * d + 1
                      for k, d in ((kh, dilations[1]), (kw, dilations[2]))]
            if padding == "VALID":
                for size, k in ((h, kh), (wd, kw)):
                    if size is not None and k is not None and k > size:
                        raise shape_error("Negative dimension size caused by subtracting %d from "
                                          "%d" % (k, size), node, "Conv2D", attrs, [x, w])
            return TensorShape([n, _out_size(h, kh, strides[1], padding),
                                _out_size(wd, kw, strides[2], padding), cout])
        return make_op(g, "Conv2D", [x, w], scope, dtype, shape, attrs)


def _pads(size, k, stride, padding):
    """(before, after) zero padding along one axis; SAME puts the odd pixel after."""
    if padding == "VALID":
        return 0, 0
    total = max((math.ceil(size / stride) - 1) * stride + k - size, 0)
    return total // 2, total - total // 2


def spatial_dilations(op):
    """(dh, dw) of a Conv2D-family op; TF's CPU kernels refuse dilated batch or channels."""
    dilations = op.attrs["dilations"]
    if dilations[0] != 1 or dilations[3] != 1:
        raise errors.graph_execution_error(
            errors.UnimplementedError, op, "Current implementation does not yet support "
            "dilations in the batch and depth dimensions.")
    return tuple(dilations[1:3])


@kernel("Conv2D")
def _conv2d(op, x, w):
    kh, kw, _, cout = w.shape
    cols = im2col(x, kh, kw, op.attrs["strides"][1:3], op.attrs["padding"].decode(),
                  spatial_dilations(op))
    n, oh, ow, k = cols.shape
    return (cols.reshape(-1, k) @ w.reshape(k, cout)).reshape(n, oh, ow, cout)


def im2col(x, kh, kw, strides, padding, dilations=(1, 1)):
    """[n, oh, ow, kh * kw * c]: the input patch each output pixel of a Conv2D sees, as a row
    ordered like the filter's [kh, kw, c] taps. Zero padding fills the patches at the border;
    a dilated filter's taps are ``dilations`` pixels apart.
    The gradients of Conv2D use it too (conv_grad_kernels.py)."""
    (sh, sw), (dh, dw) = strides, dilations
    span_h, span_w = (kh - 1) * dh + 1, (kw - 1) * dw + 1
    n, h, wd, c = x.shape
    xp = np.pad(x, ((0, 0), _pads(h, span_h, sh, padding), _pads(wd, span_w, sw, padding),
                    (0, 0)))
    # A view with the window axes last: [n, rows, columns, c, kh, kw], every stride-th window,
    # every dilation-th pixel of it.
    windows = np.lib.stride_tricks.sliding_window_view(xp, (span_h, span_w), axis=(1, 2))
    windows = windows[:, ::sh, ::sw, :, ::dh, ::dw]
    _, oh, ow = windows.shape[:3]
    return windows.transpose(0, 1, 2, 4, 5, 3).reshape(n, oh, ow, kh * kw * c)
