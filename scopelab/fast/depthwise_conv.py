"""DepthwiseConv2dNative and its two gradients, by groups of images that fit the cache, on all
cores.

The plain kernels (``ops/depthwise_conv_ops.py``) loop over the filter's taps, each tap one
multiply-add over the whole batch: every pass streams the batch through memory, and a tap's
[c] weights, broadcast along the rows, cut numpy's inner loops down to ``c`` numbers. Here:

- the images are cut into groups whose output fits the cache (``GROUP_ELEMENTS``), one task
  each (``threads.run_tasks``): a group is padded into a buffer of its own, and all taps pass
  over it while it is in the cache;
- a tap's weights are repeated along the output row beforehand, so that one multiply covers a
  whole row of pixels and channels in one run;
- a multiplier ``m`` above 1 repeats every input channel ``m`` times first: output channel
  ``k * m + j`` is then input channel ``k * m + j`` times its own weight, the case ``m = 1``.

At stride 1 (and ``m = 1``) the input's gradient is the same pass over ``dy``, with the filter
turned around and ``dy`` padded by ``k - 1`` minus the padding; otherwise each tap adds ``dy``
times its weights into its slice of a padded buffer. The filter's gradient adds up, per group,
each tap's products over the pixels (``einsum`` does that without storing them), then the
groups' shares. Left out, as in the plain kernels: NCHW, explicit paddings; dilations go to
the plain kernel, which refuses them as TF does.

>>> import numpy as np
>>> class Op:
...     attrs = {"strides": [1, 1, 1, 1], "padding": b"SAME", "dilations": [1, 1, 1, 1]}
>>> _depthwise(Op, np.ones((1, 3, 3, 1)), np.ones((2, 2, 1, 1)))[0, :, :, 0].tolist()
[[4.0, 4.0, 2.0], [4.0, 4.0, 2.0], [2.0, 2.0, 1.0]]
"""
import numpy as np

from ..ops import depthwise_conv_ops  # noqa: F401 - registers the plain kernels first
from ..ops.window_taps import Windows, check_strides
from ..core.state import OPS
from .registry import kernel
from .threads import CORES, blocks, run_tasks

_OP = "DepthwiseConv2dNative"
# A group's output holds about this many numbers (with its products beside it, the pair fits
# a core's 1 MB cache in float32); work of fewer than SPLIT_ELEMENTS outputs stays one task.
GROUP_ELEMENTS = 1 << 17
SPLIT_ELEMENTS = 1 << 16


def _windows(op, sizes, kh, kw):
    (_, sh, sw, _), (_, dh, dw, _) = op.attrs["strides"], op.attrs["dilations"]
    return Windows(sizes, (kh, kw), (sh, sw), op.attrs["padding"].decode(), (dh, dw))


def _groups(n, per_image):
    """Slices of the images, one per task."""
    count = -(-n * per_image // GROUP_ELEMENTS)
    if n * per_image >= SPLIT_ELEMENTS:
        count = max(count, CORES)
    return blocks(n, count)


def _run(task, groups):
    run_tasks(lambda i: task(groups[i]), len(groups))


def _padded(win, x):
    """``x`` zero-padded as ``win`` says, in a buffer of its own."""
    if not any(before or after for before, after in win.pads):
        return x
    xp = np.zeros(win.padded_shape(x.shape[0], x.shape[-1]), dtype=x.dtype)
    win.crop(xp)[...] = x
    return xp


def _row_weights(w, ow, dtype):
    """[kh, kw, ow, c * m]: each tap's weights repeated along an output row."""
    kh, kw = w.shape[:2]
    taps = w.reshape(kh, kw, 1, -1).astype(dtype, copy=False)
    return np.ascontiguousarray(np.broadcast_to(taps, (kh, kw, ow, taps.shape[-1])))


def _spread(x, m):
    """Every channel of ``x`` ``m`` times in a row (channel ``k * m + j`` is channel ``k``)."""
    return x if m == 1 else np.repeat(x, m, axis=-1)


def _correlate(x, weights, win, dtype):
    """Every tap's slice of the padded ``x`` times its row of ``weights``, added up."""
    y = np.empty((x.shape[0],) + win.out + (weights.shape[-1],), dtype=dtype)

    def convolve(images):
        xp, out = _padded(win, x[images]), y[images]
        products = np.empty_like(out)
        for k, (tap, window) in enumerate(win.taps()):
            np.multiply(xp[window], weights[tap], out=products if k else out)
            if k:
                out += products
    _run(convolve, _groups(x.shape[0], y[0].size * weights[..., 0, 0].size // 9))
    return y


@kernel(_OP)
def _depthwise(op, x, w):
    check_strides(op, equal_spatial=True)
    if any(d != 1 for d in op.attrs["dilations"]):
        return OPS[_OP].plain_kernel(op, x, w)
    kh, kw, c, m = w.shape
    win = _windows(op, x.shape[1:3], kh, kw)
    dtype = np.result_type(x, w)
    return _correlate(_spread(x, m), _row_weights(w, win.out[1], dtype), win, dtype)


@kernel(_OP + "BackpropInput")
def _depthwise_backprop_input(op, input_sizes, w, dy):
    n, h, wd, c = (int(d) for d in input_sizes)
    kh, kw, _, m = w.shape
    win = _windows(op, (h, wd), kh, kw)
    if win.strides == (1, 1) and m == 1:
        back = Windows(dy.shape[1:3], (kh, kw), (1, 1), "VALID")
        back.pads = [(k - 1 - before, k - 1 - after) for k, (before, after) in
                     zip((kh, kw), win.pads)]
        back.out = (h, wd)
        return _correlate(dy, _row_weights(w[::-1, ::-1], wd, dy.dtype), back, dy.dtype)
    dx = np.empty((n, h, wd, c), dtype=dy.dtype)
    weights = _row_weights(w, win.out[1], dy.dtype)

    def send_back(images):
        part = dy[images]
        dxp = np.zeros(win.padded_shape(part.shape[0], c), dtype=dy.dtype)
        products = np.empty_like(part)
        for tap, window in win.taps():
            np.multiply(part, weights[tap], out=products)
            dxp[window] += products if m == 1 else \
                products.reshape(products.shape[:3] + (c, m)).sum(axis=-1)
        dx[images] = win.crop(dxp)
    _run(send_back, _groups(n, dy[0].size * kh * kw // 9))
    return dx


@kernel(_OP + "BackpropFilter")
def _depthwise_backprop_filter(op, x, filter_sizes, dy):
    kh, kw, c, m = (int(d) for d in filter_sizes)
    win = _windows(op, x.shape[1:3], kh, kw)
    x = _spread(x, m)
    groups = _groups(x.shape[0], dy[0].size * kh * kw // 9)
    shares = np.empty((len(groups), kh, kw, c * m), dtype=dy.dtype)

    def share(i):
        xp, part = _padded(win, x[groups[i]]), dy[groups[i]]
        for tap, window in win.taps():
            shares[(i,) + tap] = np.einsum("nhwc,nhwc->c", xp[window], part)
    run_tasks(share, len(groups))
    return shares.sum(axis=0).reshape(kh, kw, c, m)
