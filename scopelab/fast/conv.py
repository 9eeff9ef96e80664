"""Conv2D, Conv2DBackpropInput and Conv2DBackpropFilter: which way to compute each, on all cores.

The plain kernels (``ops/nn_ops.py``, ``ops/conv_grad_kernels.py``) write a convolution as one
matrix product of patch rows (``im2col``) with the filter. Here each call picks one of three
ways, by the shapes:

- through the DFT done as matrix products (``dft_conv.py``), at stride 1 when that needs
  fewer than a ``DFT_GAIN``-th of the direct sum's multiply-adds: small images, many channels
  (the tutorial CNN's second layer: 14 x 14, 5 x 5, 32 to 64 channels, a third);
- through numpy's FFT in tiles (``fft_conv.py``), at stride 1 for larger images and filters of
  5 x 5 or more (Conv2D and its input gradient);
- directly, as the plain kernels do, but by groups of images, one task each
  (``threads.run_tasks``): each group's patch rows times the filter, or the filter gradient's
  share of each group, added up. Few input channels (a first layer on grey images) make the
  transforms pointless: there the direct sum is cheap.

Left out, as in the plain kernels: NCHW, dilations, explicit paddings.

>>> import numpy as np
>>> class Op:
...     attrs = {"strides": [1, 1, 1, 1], "padding": b"SAME"}
>>> x, w = np.ones((1, 3, 3, 1)), np.ones((2, 2, 1, 1))
>>> _conv2d(Op, x, w)[0, :, :, 0].tolist()
[[4.0, 4.0, 2.0], [4.0, 4.0, 2.0], [2.0, 2.0, 1.0]]
"""
import numpy as np

from ..ops import conv_grad_kernels  # noqa: F401 - registers the plain kernels first
from ..ops.conv_grad_kernels import col2im
from ..ops.nn_ops import _pads, im2col
from . import dft_conv, kernel
from .fft_conv import fft_conv2d
from .threads import CORES, blocks, one_blas_thread, run_tasks

# The DFT way is taken when its multiply-adds are fewer than the direct sum's by this factor:
# its products are small and many, so BLAS runs them at about half the direct sum's speed.
DFT_GAIN = 2
# The FFT in tiles, for larger images: filters of at least 25 taps and this many multiply-adds.
# Smaller convolutions fit the cache, where BLAS runs the direct sums at full speed; 3x3
# filters save too few multiplications to pay for the transforms.
FFT_MIN_MACS = 1 << 28
# Images per task of the direct way: fewer than this many patch-row elements run as one task.
SPLIT_ELEMENTS = 1 << 18


def _geometry(op, shape, kh, kw):
    """(strides, padding name, ((top, bottom), (left, right)), (oh, ow)) of the Conv2D."""
    _, sh, sw, _ = op.attrs["strides"]
    padding = op.attrs["padding"].decode()
    _, h, w, _ = shape
    pads = _pads(h, kh, sh, padding), _pads(w, kw, sw, padding)
    return (sh, sw), padding, pads, ((h + sum(pads[0]) - kh) // sh + 1,
                                     (w + sum(pads[1]) - kw) // sw + 1)


def _way(shape, w_shape, strides, out_size, dtype):
    """"dft", "fft" or "direct" for a Conv2D of an input of ``shape``."""
    n, _, _, c = shape
    kh, kw, _, k = w_shape
    if strides != (1, 1) or dtype not in (np.float32, np.float64):
        return "direct"
    direct = n * out_size[0] * out_size[1] * c * k * kh * kw
    if DFT_GAIN * dft_conv.multiply_adds(shape, kh, kw, k) < direct:
        return "dft"
    if kh * kw >= 25 and direct >= FFT_MIN_MACS:
        return "fft"
    return "direct"


def _groups(n, elements):
    """Slices of the images, one per task of the direct way."""
    return blocks(n, 2 * CORES if elements >= SPLIT_ELEMENTS else 1)


@kernel("Conv2D")
def _conv2d(op, x, w):
    kh, kw, c, k = w.shape
    strides, padding, pads, out_size = _geometry(op, x.shape, kh, kw)
    way = _way(x.shape, w.shape, strides, out_size, np.result_type(x, w))
    if way == "dft":
        return dft_conv.conv2d(x, w, pads)
    if way == "fft":
        return fft_conv2d(x, w, *pads)
    y = np.empty((x.shape[0],) + out_size + (k,), dtype=np.result_type(x, w))
    taps = w.reshape(-1, k)
    groups = _groups(x.shape[0], y.size * kh * kw * c // k)

    def convolve(images):
        cols = im2col(x[images], kh, kw, strides, padding)
        np.matmul(cols.reshape(-1, taps.shape[0]), taps, out=y[images].reshape(-1, k))
    with one_blas_thread():
        run_tasks(lambda i: convolve(groups[i]), len(groups))
    return y


@kernel("Conv2DBackpropInput")
def _conv2d_backprop_input(op, input_sizes, w, dy):
    shape = tuple(int(d) for d in input_sizes)
    kh, kw, c, k = w.shape
    strides, padding, pads, out_size = _geometry(op, shape, kh, kw)
    way = _way(shape, w.shape, strides, out_size, np.result_type(dy, w))
    if way == "dft":
        return dft_conv.conv2d_backprop_input(dy, w, shape, pads)
    if way == "fft":
        # At stride 1 the input's gradient is dy correlated with the filter turned by 180
        # degrees, in and out channels swapped, dy padded by k - 1 minus Conv2D's padding.
        turned = w[::-1, ::-1].transpose(0, 1, 3, 2)
        (top, bottom), (left, right) = pads
        return fft_conv2d(dy, turned, (kh - 1 - top, kh - 1 - bottom),
                          (kw - 1 - left, kw - 1 - right)).astype(dy.dtype)
    dx = np.empty(shape, dtype=np.result_type(dy, w))
    back = w.reshape(-1, k).T
    groups = _groups(shape[0], dy.size * kh * kw * c // k)

    def send_back(images):
        part = dy[images]
        patches = (part.reshape(-1, k) @ back).reshape(part.shape[:3] + (kh, kw, c))
        dx[images] = col2im(patches, (part.shape[0],) + shape[1:], strides, padding)
    with one_blas_thread():
        run_tasks(lambda i: send_back(groups[i]), len(groups))
    return dx


@kernel("Conv2DBackpropFilter")
def _conv2d_backprop_filter(op, x, filter_sizes, dy):
    kh, kw, c, k = (int(d) for d in filter_sizes)
    strides, padding, pads, out_size = _geometry(op, x.shape, kh, kw)
    if _way(x.shape, (kh, kw, c, k), strides, out_size, np.result_type(x, dy)) == "dft":
        return dft_conv.conv2d_backprop_filter(x, dy, kh, kw, pads)
    groups = _groups(x.shape[0], dy.size * kh * kw * c // k)
    shares = [None] * len(groups)

    def share(i):
        cols = im2col(x[groups[i]], kh, kw, strides, padding)
        shares[i] = cols.reshape(-1, kh * kw * c).T @ dy[groups[i]].reshape(-1, k)
    with one_blas_thread():
        run_tasks(share, len(groups))
    return np.sum(shares, axis=0).reshape(kh, kw, c, k)
