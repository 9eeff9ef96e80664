"""3-D pooling: MaxPool3D and AvgPool3D (``tf.nn.max_pool3d``, ``avg_pool3d``) and their
gradient ops.

Mirrors ``max_pool3d`` / ``avg_pool3d`` of ``nn_ops.py`` for NDHWC data: MaxPool and AvgPool
(``pooling_ops.py``) with a depth axis. With SAME padding the maximum ignores what a window
hangs over, and the mean divides by the voxels really inside.

The kernels loop over the window's taps (``window_taps.py``), one strided slice of the padded
input per tap. Unlike 2-D MaxPoolGrad, TF's ``MaxPool3DGrad`` hands each window's gradient
to *every* tap within 1e-5 of the maximum (a near-tie counts twice); ``AvgPool3DGrad`` spreads it evenly over the
window's voxels inside the input.
``MaxPool3DGradGrad``, for second derivatives, reads ``grad`` at each window's first maximum.
Left out: NCDHW.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     x = tf.reshape(tf.range(8.0), [1, 2, 2, 2, 1])
...     m, a = tf.nn.max_pool3d(x, 2, 2, "VALID"), tf.nn.avg_pool3d(x, 2, 2, "VALID")
...     with tf.Session() as sess:
...         out = sess.run([m, a])
>>> m.op.type, [v.ravel().tolist() for v in out]
('MaxPool3D', [[7.0], [3.5]])
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .core import check_same_dtype, convert_to_tensor, kernel, make_op
from .pooling_ops import (MAX_POOL_GRAD_INPUTS, avg_pool_grad_op, max_pool_grad_grad_op,
                          max_pool_grad_inputs, nhwc_sequence, pool_attrs, pooled_shape)
from .window_taps import Windows, checked_padding

# MaxPool3D takes half and float32 (and bfloat16), AvgPool3D float64 too.
_FLOATS = (dtypes.float16, dtypes.float32, dtypes.float64)


def _pool(op_type, input, ksize, strides, padding, data_format, name):  # noqa: A002
    g = graph_from_inputs((input,))
    with g.name_scope(name, op_type) as scope:
        ksize = nhwc_sequence(ksize, "ksize", spatial=3)
        strides = nhwc_sequence(strides, "strides", spatial=3)
        padding = checked_padding(op_type, padding)
        x = convert_to_tensor(input, name="input", graph=g)
        dtype = x.dtype.base_dtype
        allowed = _FLOATS if op_type == "AvgPool3D" else _FLOATS[:2]
        if dtype not in allowed:
            raise TypeError("Value passed to parameter 'input' has DataType %s not in list of "
                            "allowed values: %s" % (dtype.name, ", ".join(
                                ["float16", "bfloat16", "float32", "float64"][:len(allowed) + 1])))
        attrs = pool_attrs(dtype, ksize, strides, padding, data_format)
        return make_op(g, op_type, [x], scope, dtype,
                       lambda node: pooled_shape(x, node, op_type, attrs), attrs)


def max_pool3d(input, ksize, strides, padding, data_format="NDHWC", name=None):  # noqa: A002
    """The maximum over each ``ksize`` window of an NDHWC volume, moving by ``strides``."""
    return _pool("MaxPool3D", input, ksize, strides, padding, data_format, name)


def avg_pool3d(input, ksize, strides, padding, data_format="NDHWC", name=None):  # noqa: A002
    """The mean over each ``ksize`` window of an NDHWC volume (voxels inside it only)."""
    return _pool("AvgPool3D", input, ksize, strides, padding, data_format, name)


def max_pool3d_grad(orig_input, orig_output, grad, ksize, strides, padding,
                    data_format="NDHWC", name=None):
    """The gradient of MaxPool3D for its input: ``grad`` routed to each window's maximum."""
    g = graph_from_inputs((orig_input, orig_output, grad))
    with g.name_scope(name or "MaxPool3DGrad") as scope:
        inputs = max_pool_grad_inputs(g, orig_input, orig_output, grad)
        dtype = check_same_dtype("MaxPool3DGrad", MAX_POOL_GRAD_INPUTS[1:], inputs[1:])
        attrs = dict(pool_attrs(dtype, ksize, strides, padding, data_format),
                     TInput=inputs[0].dtype.base_dtype)
        return make_op(g, "MaxPool3DGrad", inputs, scope, dtype, inputs[0].shape, attrs)


def max_pool3d_grad_grad(orig_input, orig_output, grad, ksize, strides, padding,
                         data_format="NDHWC", name=None):
    """The gradient of MaxPool3DGrad for its ``grad`` input."""
    return max_pool_grad_grad_op("MaxPool3DGradGrad", orig_input, orig_output, grad, ksize,
                                 strides, padding, data_format, name)


def avg_pool3d_grad(orig_input_shape, grad, ksize, strides, padding, data_format="NDHWC",
                    name=None):
    """The gradient of AvgPool3D for its input, whose shape is ``orig_input_shape``."""
    return avg_pool_grad_op("AvgPool3DGrad", orig_input_shape, grad, ksize, strides, padding,
                            data_format, name)


# ---------------------------------------------------------------------- kernels
def _windows(op, shape):
    return Windows(shape[1:4], op.attrs["ksize"][1:4], op.attrs["strides"][1:4],
                   op.attrs["padding"].decode())


@kernel("MaxPool3D")
def _max_pool3d(op, x):
    win = _windows(op, x.shape)
    xp = win.pad(x, -np.inf)
    out = None
    for _, window in win.taps():
        out = xp[window].copy() if out is None else np.maximum(out, xp[window], out=out)
    return out


@kernel("AvgPool3D")
def _avg_pool3d(op, x):
    win = _windows(op, x.shape)
    xp = win.pad(x)
    total = np.zeros((x.shape[0],) + win.out + (x.shape[4],), dtype=x.dtype)
    for _, window in win.taps():
        total += xp[window]
    return total / win.counts(x.dtype)


def _first_maxima(win, xp, y):
    """Per tap, in order: its slice, and where it holds its window's maximum first (a
    maximum that appears twice counts at the first tap only)."""
    searching = np.ones(y.shape, dtype=bool)
    for _, window in win.taps():
        hit = (xp[window] == y) & searching
        searching &= ~hit
        yield window, hit


# TF's CPU kernel counts a tap as a maximum when it is less than this below it (absolute,
# whatever the values' scale): two taps 4e-6 apart both get the window's gradient.
_MAX_POOL3D_GRAD_TOLERANCE = 1e-5


@kernel("MaxPool3DGrad")
def _max_pool3d_grad(op, x, y, dy):
    win = _windows(op, x.shape)
    xp = win.pad(x, -np.inf)
    dxp = np.zeros(xp.shape, dtype=dy.dtype)
    tolerance = x.dtype.type(_MAX_POOL3D_GRAD_TOLERANCE)
    for _, window in win.taps():
        dxp[window] += dy * ((y - xp[window]) < tolerance)
    return win.crop(dxp).copy()


@kernel("MaxPool3DGradGrad")
def _max_pool3d_grad_grad(op, x, y, grad):
    win = _windows(op, x.shape)
    gp = win.pad(grad)
    picked = np.zeros(y.shape, dtype=grad.dtype)
    for window, hit in _first_maxima(win, win.pad(x, -np.inf), y):
        picked += gp[window] * hit
    return picked


@kernel("AvgPool3DGrad")
def _avg_pool3d_grad(op, sizes, dy):
    shape = [int(d) for d in sizes]
    win = _windows(op, shape)
    share = dy / win.counts(dy.dtype)
    dxp = np.zeros(win.padded_shape(shape[0], shape[4]), dtype=dy.dtype)
    for _, window in win.taps():
        dxp[window] += share
    return win.crop(dxp).copy()
