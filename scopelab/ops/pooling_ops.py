"""Pooling: MaxPool and AvgPool (``tf.nn.max_pool``, ``tf.nn.avg_pool``) and their gradient ops.

Mirrors ``max_pool`` / ``avg_pool`` of ``nn_ops.py`` for NHWC data. A pooling window of
``kh x kw`` pixels moves by ``strides``; every output pixel is the maximum (or the mean) of the
window. With SAME padding the windows at the border hang over the image: the maximum ignores
the overhang, and the mean divides by the pixels really inside, not by ``kh * kw``.

The kernels loop over the ``kh * kw`` taps of the window, never over pixels: tap ``(i, j)``
sees the strided slice ``x[:, i::sh, j::sw]`` of the padded input, one whole array per tap.
The gradients run the same loop backwards: ``MaxPoolGrad`` hands each window's gradient to the
first tap (in row-major order) holding the maximum, as TF's CPU kernel does, and
``AvgPoolGrad`` spreads it evenly over the window's real pixels. Windows overlap when the
stride is smaller than the window, so an input pixel sums what all its windows send it.
``MaxPoolGradGrad`` (the gradient of MaxPoolGrad) reads ``grad`` at each window's maximum.
Left out: NCHW, explicit paddings, 3-D pooling.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.reshape(tf.range(16.0), [1, 4, 4, 1])
...     m = tf.nn.max_pool(x, 2, 2, "VALID")
...     a = tf.nn.avg_pool(x, 2, 2, "VALID")
...     with tf.Session() as sess:
...         out = sess.run([m, a])
>>> [v[0, :, :, 0].tolist() for v in out]
[[[5.0, 7.0], [13.0, 15.0]], [[2.5, 4.5], [10.5, 12.5]]]
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .array_ops import shape_of
from .core import check_same_dtype, convert_to_tensor, kernel, make_op, shape_error
from .nn_ops import _out_size, _pads
from .window_taps import checked_padding, out_length

_FLOATS = (dtypes.float16, dtypes.float32, dtypes.float64)


def nhwc_sequence(value, name, spatial=2):
    """A window size or stride as TF's channels-last numbers: 2 means [1, 2, 2, 1] for NHWC
    (``spatial`` 2), [1, 2, 2, 2, 1] for NDHWC (``spatial`` 3)."""
    value = list(value) if isinstance(value, (list, tuple, np.ndarray)) else [value]
    if len(value) == spatial + 2:
        return [int(v) for v in value]
    if len(value) not in (1, spatial):
        raise ValueError("%s should be of length 1, %d or %d. Received: %s=%s of length %d"
                         % (name, spatial, spatial + 2, name, value, len(value)))
    return [1] + [int(v) for v in (value * spatial)[:spatial]] + [1]


def pool_attrs(dtype, ksize, strides, padding, data_format):
    """The attrs a 2-D or 3-D pool and its gradient ops carry; no ``data_format`` means
    channels last, as in TF."""
    data_format = data_format or ("NHWC" if len(ksize) == 4 else "NDHWC")
    return {"T": dtype, "ksize": list(ksize), "strides": list(strides),
            "padding": padding if isinstance(padding, bytes) else padding.encode(),
            "data_format": data_format if isinstance(data_format, bytes)
            else data_format.encode()}


def _pool(op_type, arg, value, ksize, strides, padding, data_format, name):
    g = graph_from_inputs((value,))
    with g.name_scope(name, op_type) as scope:
        ksize, strides = nhwc_sequence(ksize, "ksize"), nhwc_sequence(strides, "strides")
        if op_type == "MaxPool" and 0 in ksize:
            raise ValueError("`ksize` cannot be zero. Received: ksize=%s" % ksize)
        x = convert_to_tensor(value, name=arg, graph=g)
        dtype = x.dtype.base_dtype
        if op_type == "AvgPool" and dtype not in _FLOATS:
            raise TypeError("Value passed to parameter '%s' has DataType %s not in list of "
                            "allowed values: float16, bfloat16, float32, float64"
                            % (arg, dtype.name))
        attrs = pool_attrs(dtype, ksize, strides, checked_padding(op_type, padding),
                           data_format)
        if op_type == "MaxPool":
            attrs["explicit_paddings"] = []
        return make_op(g, op_type, [x], scope, dtype,
                       lambda node: pooled_shape(x, node, op_type, attrs), attrs)


def pooled_shape(x, node, op_type, attrs):
    """The output shape of a 2-D or 3-D pool of channels-last ``x`` (rank from ``ksize``)."""
    rank = len(attrs["ksize"])
    dims = x.shape.dims
    if dims is None:
        return TensorShape([None] * rank)
    if len(dims) != rank:
        raise shape_error("Shape must be rank %d but is rank %d" % (rank, len(dims)), node,
                          op_type, attrs, [x])
    padding = attrs["padding"].decode()
    sizes = []
    for size, k, s in zip(dims[1:-1], attrs["ksize"][1:-1], attrs["strides"][1:-1]):
        if padding == "VALID" and size is not None and k > size:
            raise shape_error("Negative dimension size caused by subtracting %d from %d"
                              % (k, size), node, op_type, attrs, [x])
        sizes.append(out_length(size, k, s, padding))
    return TensorShape([dims[0]] + sizes + [dims[-1]])


def max_pool(value, ksize, strides, padding, data_format="NHWC", name=None,
             input=None):  # noqa: A002 - TF's argument name
    """The maximum over each ``ksize`` window (NHWC), moving by ``strides``."""
    return _pool("MaxPool", "input", value if value is not None else input, ksize, strides,
                 padding, data_format, name)


def avg_pool(value, ksize, strides, padding, data_format="NHWC", name=None,
             input=None):  # noqa: A002 - TF's argument name
    """The mean over each ``ksize`` window (NHWC) of the pixels inside the image."""
    return _pool("AvgPool", "value", value if value is not None else input, ksize, strides,
                 padding, data_format, name)


MAX_POOL_GRAD_INPUTS = ("orig_input", "orig_output", "grad")


def max_pool_grad_inputs(g, orig_input, orig_output, grad):
    """The three inputs of a max pool's gradient ops as tensors, named as TF names them."""
    return [convert_to_tensor(t, name=n, graph=g)
            for t, n in zip((orig_input, orig_output, grad), MAX_POOL_GRAD_INPUTS)]


def max_pool_grad(orig_input, orig_output, grad, ksize, strides, padding, data_format="NHWC",
                  name=None):
    """The gradient of MaxPool for its input: ``grad`` routed to each window's maximum."""
    g = graph_from_inputs((orig_input, orig_output, grad))
    with g.name_scope(name or "MaxPoolGrad") as scope:
        inputs = max_pool_grad_inputs(g, orig_input, orig_output, grad)
        dtype = check_same_dtype("MaxPoolGrad", MAX_POOL_GRAD_INPUTS, inputs)
        return make_op(g, "MaxPoolGrad", inputs, scope, dtype, inputs[0].shape,
                       dict(pool_attrs(dtype, ksize, strides, padding, data_format),
                            explicit_paddings=[]))


def max_pool_grad_grad_op(op_type, orig_input, orig_output, grad, ksize, strides, padding,
                          data_format, name):
    """A max pool gradient's own gradient op (MaxPoolGradGrad, MaxPool3DGradGrad): each window
    picks, from ``grad`` (shaped like the input), the value at its maximum."""
    g = graph_from_inputs((orig_input, orig_output, grad))
    with g.name_scope(name or op_type) as scope:
        inputs = max_pool_grad_inputs(g, orig_input, orig_output, grad)
        dtype = check_same_dtype(op_type, MAX_POOL_GRAD_INPUTS, inputs)
        return make_op(g, op_type, inputs, scope, dtype, inputs[1].shape,
                       pool_attrs(dtype, ksize, strides, padding, data_format))


def max_pool_grad_grad(orig_input, orig_output, grad, ksize, strides, padding,
                       data_format="NHWC", name=None):
    """The gradient of MaxPoolGrad for its ``grad`` input."""
    return max_pool_grad_grad_op("MaxPoolGradGrad", orig_input, orig_output, grad, ksize,
                                 strides, padding, data_format, name)


def avg_pool_grad_op(op_type, orig_input_shape, grad, ksize, strides, padding, data_format,
                     name):
    """An average pool's gradient op (AvgPoolGrad, AvgPool3DGrad): ``grad`` spread evenly over
    each window of an input whose shape is ``orig_input_shape``."""
    g = graph_from_inputs((orig_input_shape, grad))
    with g.name_scope(name or op_type) as scope:
        sizes = convert_to_tensor(orig_input_shape, dtype=dtypes.int32, name="orig_input_shape",
                                  graph=g)
        dy = convert_to_tensor(grad, name="grad", graph=g)
        dtype = dy.dtype.base_dtype
        return make_op(g, op_type, [sizes, dy], scope, dtype, shape_of(sizes),
                       pool_attrs(dtype, ksize, strides, padding, data_format))


def avg_pool_grad(orig_input_shape, grad, ksize, strides, padding, data_format="NHWC",
                  name=None):
    """The gradient of AvgPool for its input, whose shape is ``orig_input_shape``."""
    return avg_pool_grad_op("AvgPoolGrad", orig_input_shape, grad, ksize, strides, padding,
                            data_format, name)


# ---------------------------------------------------------------------- kernels
class _Windows:
    """Where the windows of a pooling op over an [n, h, w, c] input lie."""

    def __init__(self, op, shape):
        (_, self.kh, self.kw, _), (_, self.sh, self.sw, _) = op.attrs["ksize"], op.attrs["strides"]
        padding = op.attrs["padding"].decode()
        _, self.h, self.w, _ = shape
        self.ph, self.pw = _pads(self.h, self.kh, self.sh, padding), _pads(self.w, self.kw,
                                                                          self.sw, padding)
        self.oh = _out_size(self.h, self.kh, self.sh, padding)
        self.ow = _out_size(self.w, self.kw, self.sw, padding)

    def pad(self, x, fill):
        if self.ph == self.pw == (0, 0):
            return x
        return np.pad(x, ((0, 0), self.ph, self.pw, (0, 0)), constant_values=fill)

    def taps(self):
        """Per tap (i, j), row by row: the slice of the padded input it sees in every window."""
        for i in range(self.kh):
            for j in range(self.kw):
                yield (slice(None), slice(i, i + (self.oh - 1) * self.sh + 1, self.sh),
                             slice(j, j + (self.ow - 1) * self.sw + 1, self.sw))

    def crop(self, xp):
        return xp[:, self.ph[0]:self.ph[0] + self.h, self.pw[0]:self.pw[0] + self.w]

    def counts(self, dtype):
        """[oh, ow, 1]: how many pixels of each window lie inside the image."""
        def per_axis(out, k, s, pads, size):
            start = np.arange(out) * s
            return np.minimum(start + k, pads[0] + size) - np.maximum(start, pads[0])
        rows = per_axis(self.oh, self.kh, self.sh, self.ph, self.h)
        cols = per_axis(self.ow, self.kw, self.sw, self.pw, self.w)
        return np.outer(rows, cols).astype(dtype)[:, :, None]


def _lowest(dtype):
    """A fill that never wins a maximum: -inf, or the smallest integer."""
    return -np.inf if dtype.kind == "f" else np.iinfo(dtype).min


@kernel("MaxPool")
def _max_pool(op, x):
    win = _Windows(op, x.shape)
    xp = win.pad(x, _lowest(x.dtype))
    out = None
    for index in win.taps():
        out = xp[index].copy() if out is None else np.maximum(out, xp[index], out=out)
    return out


@kernel("AvgPool")
def _avg_pool(op, x):
    win = _Windows(op, x.shape)
    xp = win.pad(x, 0)
    total = None
    for index in win.taps():
        total = xp[index].copy() if total is None else np.add(total, xp[index], out=total)
    return total / win.counts(x.dtype)


@kernel("MaxPoolGrad")
def _max_pool_grad(op, x, y, dy):
    win = _Windows(op, x.shape)
    xp = win.pad(x, _lowest(x.dtype))
    dxp = np.zeros(xp.shape, dtype=dy.dtype)
    # A window whose maximum appears twice sends its gradient to the first tap only.
    searching = np.ones(y.shape, dtype=bool)
    hit = np.empty(y.shape, dtype=bool)
    for index in win.taps():
        np.equal(xp[index], y, out=hit)
        hit &= searching
        dxp[index] += dy * hit
        searching &= ~hit
    return win.crop(dxp).copy()


@kernel("MaxPoolGradGrad")
def _max_pool_grad_grad(op, x, y, grad):
    win = _Windows(op, x.shape)
    xp, gp = win.pad(x, _lowest(x.dtype)), win.pad(grad, 0)
    picked = np.zeros(y.shape, dtype=grad.dtype)
    searching = np.ones(y.shape, dtype=bool)
    hit = np.empty(y.shape, dtype=bool)
    for index in win.taps():
        np.equal(xp[index], y, out=hit)
        hit &= searching
        picked += gp[index] * hit
        searching &= ~hit
    return picked


@kernel("AvgPoolGrad")
def _avg_pool_grad(op, sizes, dy):
    shape = [int(d) for d in sizes]
    win = _Windows(op, shape)
    share = dy / win.counts(dy.dtype)
    dxp = np.zeros((shape[0], shape[1] + sum(win.ph), shape[2] + sum(win.pw), shape[3]),
                   dtype=dy.dtype)
    for index in win.taps():
        dxp[index] += share
    return win.crop(dxp).copy()
