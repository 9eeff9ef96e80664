"""``tf.nn.max_pool_with_argmax``: max pooling that also says where each maximum was.

Mirrors ``max_pool_with_argmax`` of ``nn_ops.py`` and the MaxPoolWithArgmax ops of
``gen_nn_ops`` (NHWC). The op has two outputs: the pooled values, and for each the flat index
of the input entry it came from, ``((b * height + y) * width + x) * channels + c`` (the ``b``
term only with ``include_batch_in_index``). The first tap (row-major) holding a window's
maximum wins. The gradient, ``MaxPoolGradWithArgmax``, sends each output's gradient straight
to that index (TF registers no gradient for that op: second derivatives stop there).
Left out: NCHW.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     x = tf.constant([[[[1.0], [5.0]], [[7.0], [2.0]]]])
...     y, where = tf.nn.max_pool_with_argmax(x, [1, 2, 2, 1], [1, 2, 2, 1], "VALID")
...     with tf.Session() as sess:
...         out = sess.run([y, where])
>>> [v.ravel().tolist() for v in out]
[[7.0], [2]]
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .core import convert_to_tensor, kernel, list_input, make_op
from .pooling_ops import pooled_shape
from .window_taps import Windows


def _checked_list(value, name):
    return [int(v) for v in list_input(value, name, "max_pool_with_argmax")]


def max_pool_with_argmax(input, ksize, strides, padding, data_format="NHWC",  # noqa: A002
                         Targmax=None, name=None, output_dtype=None,  # noqa: N803 - TF's name
                         include_batch_in_index=False):
    """(maxima, flat indices of the maxima) over each ``ksize`` window of NHWC ``input``."""
    ksize, strides = _checked_list(ksize, "ksize"), _checked_list(strides, "strides")
    index_dtype = dtypes.as_dtype(output_dtype or Targmax or dtypes.int64)
    g = graph_from_inputs((input,))
    with g.name_scope(name or "MaxPoolWithArgmax") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "Targmax": index_dtype, "ksize": ksize, "strides": strides,
                 "padding": padding.encode() if isinstance(padding, str) else padding,
                 "include_batch_in_index": bool(include_batch_in_index)}
        shape = pooled_shape(x, scope.rstrip("/"), "MaxPoolWithArgmax", attrs)
        op = g._create_op("MaxPoolWithArgmax", [x], [(dtype, shape), (index_dtype, shape)],
                          g._op_name(scope), attrs)
        return tuple(op.outputs)


def max_pool_grad_with_argmax(input, grad, argmax, attrs, name=None):  # noqa: A002
    """The gradient of MaxPoolWithArgmax: ``grad`` added at the ``argmax`` entries."""
    g = graph_from_inputs((input, grad, argmax))
    with g.name_scope(name or "MaxPoolGradWithArgmax") as scope:
        dtype = grad.dtype.base_dtype
        attrs = dict(attrs, T=dtype, Targmax=argmax.dtype.base_dtype)
        return make_op(g, "MaxPoolGradWithArgmax", [input, grad, argmax], scope, dtype,
                       input.shape, attrs)


def _flat(argmax, shape, include_batch):
    """Flat indices into the whole input (TF's omit the batch unless asked)."""
    if include_batch:
        return argmax.ravel()
    n = shape[0]
    per_image = int(np.prod(shape[1:]))
    return (argmax.reshape(n, -1) + np.arange(n)[:, None] * per_image).ravel()


@kernel("MaxPoolWithArgmax")
def _max_pool_with_argmax(op, x):
    n, h, w, c = x.shape
    win = Windows((h, w), op.attrs["ksize"][1:3], op.attrs["strides"][1:3],
                  op.attrs["padding"].decode())
    xp = win.pad(x, -np.inf)
    (top, _), (left, _) = win.pads
    (oh, ow), (sh, sw) = win.out, op.attrs["strides"][1:3]
    best = np.full((n,) + win.out + (c,), -np.inf, dtype=x.dtype)
    where = np.zeros(best.shape, dtype=np.int64)
    rows = np.arange(oh)[:, None, None] * sh - top
    cols = np.arange(ow)[None, :, None] * sw - left
    for (i, j), window in win.taps():
        better = xp[window] > best  # strictly: the first tap holding the maximum keeps it
        best = np.where(better, xp[window], best)
        index = ((rows + i) * w + cols + j) * c + np.arange(c)
        where = np.where(better, index, where)
    if op.attrs["include_batch_in_index"]:
        where += (np.arange(n) * h * w * c)[:, None, None, None]
    return [best, where.astype(op.attrs["Targmax"].as_numpy_dtype)]


@kernel("MaxPoolGradWithArgmax")
def _max_pool_grad_with_argmax(op, x, grad, argmax):
    dx = np.zeros(x.size, dtype=grad.dtype)
    np.add.at(dx, _flat(argmax, x.shape, op.attrs["include_batch_in_index"]), grad.ravel())
    return dx.reshape(x.shape)
