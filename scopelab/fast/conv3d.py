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
per depth tap, the slab's patch rows (transposed) times ``dy``. A task is a block of one
image's output planes (``threads.run_tasks``), BLAS on one thread. Dilations go to the plain
kernels, which refuse them as TF does.

>>> import numpy as np
>>> class Op:
...     attrs = {"strides": [1] * 5, "padding": b"SAME", "dilations": [1] * 5}
>>> _conv3d(Op, np.ones((1, 2, 2, 2, 1)), np.ones((2, 2, 2, 1, 1)))[0, :, :, :, 0].tolist()
[[[8.0, 4.0], [4.0, 2.0]], [[4.0, 2.0], [2.0, 1.0]]]
"""
import numpy as np

from ..ops import conv3d_ops  # noqa: F401 - registers the plain kernels first
from ..ops.window_taps import Windows, check_strides
from ..core.state import OPS
from .registry import kernel
from .threads import CORES, blocks, one_blas_thread, run_tasks

# Tasks per convolution (images times blocks of output planes), and the fewest planes a
# block may have.
TASKS = 4 * CORES
MIN_PLANES = 8


def _windows(op, sizes, ksize):
    return Windows(sizes, ksize, op.attrs["strides"][1:4], op.attrs["padding"].decode())


def _padded(x, pads):
    """``x`` zero-padded by (before, after) ``pads`` along depth, height and width."""
    if not any(before or after for before, after in pads):
        return x
    xp = np.zeros((x.shape[0],) + tuple(size + sum(p) for size, p in zip(x.shape[1:4], pads))
                  + x.shape[4:], x.dtype)
    xp[(slice(None),) + tuple(slice(p[0], p[0] + size)
                              for p, size in zip(pads, x.shape[1:4]))] = x
    return xp


def _tasks(n, depth):
    """(image, slice of output depth planes) of each task: about TASKS in all, each of at least
    MIN_PLANES planes (a task's planes need kd - 1 more input planes patched)."""
    if not n or not depth:
        return []
    count = min(-(-TASKS // n), max(1, depth // MIN_PLANES))
    return [(slice(i, i + 1), planes) for i in range(n) for planes in blocks(depth, count)]


def _slab_patches(xp, planes, kd, kh, kw, strides):
    """The patch rows ([pixels, kh * kw * c]) of output ``planes`` of the padded image ``xp``,
    one matrix per depth tap: each input plane is cut into patch rows once, and depth tap ``t``
    reads the planes ``t`` further down."""
    sd, sh, sw = strides
    top, count = planes.start * sd, planes.stop - planes.start
    part = xp[:, top:(planes.stop - 1) * sd + kd]
    windows = np.lib.stride_tricks.sliding_window_view(part, (kh, kw), axis=(2, 3))
    windows = windows[:, :, ::sh, ::sw].transpose(0, 1, 2, 3, 5, 6, 4)
    rows = windows.reshape(windows.shape[1], -1, kh * kw * windows.shape[-1])
    return [rows[t:t + (count - 1) * sd + 1:sd].reshape(-1, rows.shape[-1]) for t in range(kd)]


def _run(task, tasks):
    with one_blas_thread():
        run_tasks(lambda i: task(*tasks[i]), len(tasks))


def _convolve(x, w, strides, pads):
    """Conv3D of ``x`` with ``w`` (no dilations), with explicit (before, after) ``pads``."""
    kd, kh, kw, _, k = w.shape
    xp = _padded(x, pads)
    out_sizes = tuple((size - f) // s + 1 for size, f, s in zip(xp.shape[1:4], w.shape[:3],
                                                                  strides))
    y = np.empty((x.shape[0],) + out_sizes + (k,), dtype=np.result_type(x, w))
    taps = w.reshape(kd, -1, k)

    def convolve(image, planes):
        out = y[image, planes].reshape(-1, k)
        slabs = _slab_patches(xp[image], planes, kd, kh, kw, strides)
        np.matmul(slabs[0], taps[0], out=out)
        for t in range(1, kd):
            out += slabs[t] @ taps[t]
    _run(convolve, _tasks(x.shape[0], out_sizes[0]))
    return y


@kernel("Conv3D")
def _conv3d(op, x, w):
    check_strides(op)
    if any(d != 1 for d in op.attrs["dilations"]):
        return OPS["Conv3D"].plain_kernel(op, x, w)
    win = _windows(op, x.shape[1:4], w.shape[:3])
    return _convolve(x, w, tuple(op.attrs["strides"][1:4]), win.pads)


@kernel("Conv3DBackpropInputV2")
def _conv3d_backprop_input(op, input_sizes, w, dy):
    if any(d != 1 for d in op.attrs["dilations"]):
        return OPS["Conv3DBackpropInputV2"].plain_kernel(op, input_sizes, w, dy)
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
    _run(send_back, [(slice(i, i + 1),) for i in range(n)])
    return dx


@kernel("Conv3DBackpropFilterV2")
def _conv3d_backprop_filter(op, x, filter_sizes, dy):
    if any(d != 1 for d in op.attrs["dilations"]):
        return OPS["Conv3DBackpropFilterV2"].plain_kernel(op, x, filter_sizes, dy)
    kd, kh, kw, c, k = (int(d) for d in filter_sizes)
    win = _windows(op, x.shape[1:4], (kd, kh, kw))
    xp, tasks = _padded(x, win.pads), _tasks(x.shape[0], win.out[0])
    shares = np.empty((len(tasks), kd, kh * kw * c, k), dtype=dy.dtype)

    def share(i):
        image, planes = tasks[i]
        grads = dy[image, planes].reshape(-1, k)
        slabs = _slab_patches(xp[image], planes, kd, kh, kw, win.strides)
        for t in range(kd):
            np.matmul(slabs[t].T, grads, out=shares[i, t])
    with one_blas_thread():
        run_tasks(share, len(tasks))
    return shares.sum(axis=0).reshape(kd, kh, kw, c, k)
