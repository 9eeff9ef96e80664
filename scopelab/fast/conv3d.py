"""Conv3D, Conv3DBackpropInputV2 and Conv3DBackpropFilterV2 as large matrix products, by images,
on all cores.

The plain kernels (``ops/conv3d_ops.py``) make one matrix product per filter tap: 27 for a
3 x 3 x 3 filter, each as deep as the input's channels, too thin for BLAS to run at speed, and
each copying its strided slice of the input first. Here each depth plane of the padded input
is cut into its patch rows once (``im2col`` over height and width: ``kh * kw * c`` numbers per
output pixel), and the depth taps pick ``kd`` slabs of those planes: Conv3D is ``kd`` products
of patch rows with the [kh * kw * c, out] slices of the filter, added up. That copies the
input ``kh * kw`` times instead of ``kd * kh * kw`` times, and the products are as deep as a
Conv2D's.

At stride 1 the input's gradient is the same convolution of ``dy``, with the filter turned
around on all three axes, in and out channels swapped, and ``dy`` padded by ``k - 1`` minus
the Conv3D's padding; at other strides ``dy`` times the whole filter gives every tap's share
in one product, which each tap adds back to its slice of the input. The filter's gradient is,
per depth tap, the slab's patch rows (transposed) times ``dy``. Each image is one task
(``threads.run_tasks``), BLAS on one thread. Dilations go to the plain kernels, which refuse
them as TF does.

>>> import numpy as np
>>> class Op:
...     attrs = {"strides": [1] * 5, "padding": b"SAME", "dilations": [1] * 5}
>>> _conv3d(Op, np.ones((1, 2, 2, 2, 1)), np.ones((2, 2, 2, 1, 1)))[0, :, :, :, 0].tolist()
[[[8.0, 4.0], [4.0, 2.0]], [[4.0, 2.0], [2.0, 1.0]]]
"""
import numpy as np

from ..ops import conv3d_ops  # noqa: F401 - registers the plain kernels first
from ..ops.window_taps import Windows, check_strides
from .registry import REFERENCE, kernel
from .threads import one_blas_thread, run_tasks


def _windows(op, sizes, ksize):
    return Windows(sizes, ksize, op.attrs["strides"][1:4], op.attrs["padding"].decode())


def _plane_patches(x, pads, kh, kw, strides):
    """[n, padded depth, oh, ow, kh * kw * c]: each padded depth plane's patch rows."""
    if any(before or after for before, after in pads):
        xp = np.zeros((x.shape[0],) + tuple(size + sum(p) for size, p in
                                            zip(x.shape[1:4], pads)) + x.shape[4:], x.dtype)
        xp[(slice(None),) + tuple(slice(p[0], p[0] + size)
                                  for p, size in zip(pads, x.shape[1:4]))] = x
        x = xp
    windows = np.lib.stride_tricks.sliding_window_view(x, (kh, kw), axis=(2, 3))
    windows = windows[:, :, ::strides[1], ::strides[2]].transpose(0, 1, 2, 3, 5, 6, 4)
    return windows.reshape(windows.shape[:4] + (-1,))


def _slab(rows, d, stride, depth):
    """The patch rows depth tap ``d`` reads, one matrix per image."""
    slab = rows[:, d:d + (depth - 1) * stride + 1:stride]
    return slab.reshape(slab.shape[0], -1, slab.shape[-1])


def _by_images(task, n):
    with one_blas_thread():
        run_tasks(lambda i: task(slice(i, i + 1)), n)


def _convolve(x, w, strides, pads):
    """Conv3D of ``x`` with ``w`` (no dilations), with explicit (before, after) ``pads``."""
    kd, kh, kw, _, k = w.shape
    out_sizes = tuple((size + sum(p) - f) // s + 1 for size, p, f, s in
                      zip(x.shape[1:4], pads, w.shape[:3], strides))
    y = np.empty((x.shape[0],) + out_sizes + (k,), dtype=np.result_type(x, w))
    taps = w.reshape(kd, -1, k)

    def convolve(images):
        rows = _plane_patches(x[images], pads, kh, kw, strides)
        out = y[images].reshape(1, -1, k)
        for d in range(kd):
            part = _slab(rows, d, strides[0], out_sizes[0]) @ taps[d]
            if d:
                out += part
            else:
                out[...] = part
    _by_images(convolve, x.shape[0])
    return y


@kernel("Conv3D")
def _conv3d(op, x, w):
    check_strides(op)
    if any(d != 1 for d in op.attrs["dilations"]):
        return REFERENCE["Conv3D"](op, x, w)
    win = _windows(op, x.shape[1:4], w.shape[:3])
    return _convolve(x, w, tuple(op.attrs["strides"][1:4]), win.pads)


@kernel("Conv3DBackpropInputV2")
def _conv3d_backprop_input(op, input_sizes, w, dy):
    if any(d != 1 for d in op.attrs["dilations"]):
        return REFERENCE["Conv3DBackpropInputV2"](op, input_sizes, w, dy)
    n, *sizes, c = (int(d) for d in input_sizes)
    win = _windows(op, sizes, w.shape[:3])
    if win.strides == (1, 1, 1):
        turned = np.ascontiguousarray(w[::-1, ::-1, ::-1].transpose(0, 1, 2, 4, 3))
        back_pads = [(f - 1 - before, f - 1 - after)
                     for f, (before, after) in zip(w.shape[:3], win.pads)]
        return _convolve(dy, turned, (1, 1, 1), back_pads).astype(dy.dtype, copy=False)
    dx = np.empty((n, *sizes, c), dtype=dy.dtype)
    back = w.reshape(-1, w.shape[4]).T

    def send_back(images):
        shares = (dy[images] @ back).reshape(dy[images].shape[:4] + w.shape[:4])
        dxp = np.zeros(win.padded_shape(1, c), dtype=dy.dtype)
        for tap, window in win.taps():
            dxp[window] += shares[(Ellipsis,) + tap + (slice(None),)]
        dx[images] = win.crop(dxp)
    _by_images(send_back, n)
    return dx


@kernel("Conv3DBackpropFilterV2")
def _conv3d_backprop_filter(op, x, filter_sizes, dy):
    if any(d != 1 for d in op.attrs["dilations"]):
        return REFERENCE["Conv3DBackpropFilterV2"](op, x, filter_sizes, dy)
    kd, kh, kw, c, k = (int(d) for d in filter_sizes)
    win = _windows(op, x.shape[1:4], (kd, kh, kw))
    shares = np.zeros((x.shape[0], kd, kh * kw * c, k), dtype=dy.dtype)

    def share(images):
        rows = _plane_patches(x[images], win.pads, kh, kw, win.strides)
        grads = dy[images].reshape(-1, k)
        for d in range(kd):
            shares[images, d] = _slab(rows, d, win.strides[0], win.out[0])[0].T @ grads
    _by_images(share, x.shape[0])
    return shares.sum(axis=0).reshape(kd, kh, kw, c, k)
