"""Conv2D, Conv2DBackpropInput and Conv2DBackpropFilter: which way to compute each, on all cores.

The plain kernels (``ops/nn_ops.py``, ``ops/conv_grad_kernels.py``) write a convolution as one
matrix product of patch rows (``im2col``) with the filter. Here each call picks one of three
ways, by the shapes:

- through the DFT done as matrix products (``dft_conv.py``), at stride 1 when that needs
  fewer multiply-adds than the direct way (counting its copies): small images, many channels
  (the tutorial CNN's second layer: 14 x 14, 5 x 5, 32 to 64 channels, a third);
- through numpy's FFT in tiles (``fft_conv.py``), at stride 1 for larger images and filters of
  5 x 5 or more (Conv2D and its input gradient);
- directly, as the plain kernels do, but by groups of images, one task each
  (``threads.run_tasks``): each group's patch rows times the filter, or the filter gradient's
  share of each group, added up. Few input channels (a first layer on grey images) make the
  transforms pointless: there the direct sum is cheap.

A dilated Conv2D runs the plain kernel (its gradients are refused, as in TF). Left out, as in the plain kernels: NCHW, explicit
paddings.

>>> import numpy as np
>>> class Op:
...     attrs = {"strides": [1, 1, 1, 1], "padding": b"SAME", "dilations": [1, 1, 1, 1]}
>>> x, w = np.ones((1, 3, 3, 1)), np.ones((2, 2, 1, 1))
>>> _conv2d(Op, x, w)[0, :, :, 0].tolist()
[[4.0, 4.0, 2.0], [4.0, 4.0, 2.0], [2.0, 2.0, 1.0]]
"""
import numpy as np

from ..ops import conv_grad_kernels  # noqa: F401 - registers the plain kernels first
from ..ops.conv_grad_kernels import col2im, input_grad_shape, refuse_dilations
from ..ops.nn_ops import _pads
from . import dft_conv
from .fft_conv import fft_conv2d
from ..core.state import OPS
from .registry import kernel
from .threads import CORES, blocks, one_blas_thread, run_tasks

# The DFT way is taken when it takes less time than the direct way, counted in multiply-adds
# of one large matrix product: one of the DFT's small complex products costs about
# DFT_MAC_COST of those, and the direct way also copies every input pixel kh * kw times into
# patches, each copied number costing about PATCH_COPY_COST.
DFT_MAC_COST = 2
PATCH_COPY_COST = 20
# The FFT in tiles, for larger images: filters of at least 25 taps and this many multiply-adds.
# Smaller convolutions fit the cache, where BLAS runs the direct sums at full speed; 3x3
# filters save too few multiplications to pay for the transforms. Frames of more rows than
# FFT_MIN_FRAME take it before the DFT, whose matrix products grow with the frame.
FFT_MIN_MACS = 1 << 28
FFT_MIN_FRAME = 40
# The direct way cuts the images into one group per core, one task each, when it copies at
# least this many patch elements; fewer run as one task (more, smaller groups measured slower:
# each tap's copy is a numpy call, and the threads then queue for Python's lock).
SPLIT_ELEMENTS = 1 << 19


def _geometry(op, shape, kh, kw):
    """(strides, ((top, bottom), (left, right)), (oh, ow)) of the Conv2D."""
    _, sh, sw, _ = op.attrs["strides"]
    padding = op.attrs["padding"].decode()
    _, h, w, _ = shape
    pads = _pads(h, kh, sh, padding), _pads(w, kw, sw, padding)
    return (sh, sw), pads, _out_size(shape, kh, kw, (sh, sw), pads)


def _out_size(shape, kh, kw, strides, pads):
    return ((shape[1] + sum(pads[0]) - kh) // strides[0] + 1,
            (shape[2] + sum(pads[1]) - kw) // strides[1] + 1)


def _way(kind, shape, w_shape, strides, out_size, dtype):
    """"dft", "fft" or "direct" for ``kind`` ("forward", "input" or "filter": the Conv2D, or
    its gradient for the input or the filter) of a Conv2D of an input of ``shape``."""
    n, _, _, c = shape
    kh, kw, _, k = w_shape
    if strides != (1, 1) or dtype not in (np.float32, np.float64):
        return "direct"
    direct = n * out_size[0] * out_size[1] * c * k * kh * kw
    fft = kind != "filter" and kh * kw >= 25 and direct >= FFT_MIN_MACS
    if fft and shape[1] + kh > FFT_MIN_FRAME:
        return "fft"
    patched = n * out_size[0] * out_size[1] * kh * kw * (min(c, k) if kind == "input" else c)
    if DFT_MAC_COST * dft_conv.multiply_adds(kind, shape, kh, kw, k) < \
            direct + PATCH_COPY_COST * patched:
        return "dft"
    return "fft" if fft else "direct"


def patches(x, kh, kw, strides, pads):
    """[kh * kw * c, n * oh * ow] or [n * oh * ow, kh * kw * c]: the plain kernel's patch
    rows (``im2col``), as columns when that copies faster.

    A copy moves runs of contiguous numbers, and its speed goes with their length. Patch rows
    ([pixel, tap, channel]) are filled in runs of ``c`` numbers; patch columns ([tap, channel,
    pixel]) a tap at a time, in runs of a whole output row: with one or two channels (a grey
    image) those are much longer, with more the scattered writes cost more.
    """
    n, _, _, c = x.shape
    (sh, sw), (oh, ow) = strides, _out_size(x.shape, kh, kw, strides, pads)
    xp = np.pad(x, ((0, 0), pads[0], pads[1], (0, 0))) if any(pads[0] + pads[1]) else x
    if c > 2:
        windows = np.lib.stride_tricks.sliding_window_view(xp, (kh, kw), axis=(1, 2))
        return windows[:, ::sh, ::sw].transpose(0, 1, 2, 4, 5, 3).reshape(-1, kh * kw * c)
    columns = np.empty((kh, kw, c, n, oh, ow), dtype=x.dtype)
    for i in range(kh):
        for j in range(kw):
            columns[i, j] = xp[:, i:i + (oh - 1) * sh + 1:sh,
                               j:j + (ow - 1) * sw + 1:sw].transpose(3, 0, 1, 2)
    return columns.reshape(kh * kw * c, -1).T


def _groups(n, elements):
    """Slices of the images, one per task of the direct way."""
    return blocks(n, CORES if elements >= SPLIT_ELEMENTS else 1)


def direct(x, w, strides, pads):
    """Conv2D's sums, one product of patches with the filter per group of images."""
    kh, kw, c, k = w.shape
    y = np.empty((x.shape[0],) + _out_size(x.shape, kh, kw, strides, pads) + (k,),
                 dtype=np.result_type(x, w))
    taps = w.reshape(-1, k)
    groups = _groups(x.shape[0], y.size * kh * kw * c // k)

    def convolve(images):
        np.matmul(patches(x[images], kh, kw, strides, pads), taps,
                  out=y[images].reshape(-1, k))
    with one_blas_thread():
        run_tasks(lambda i: convolve(groups[i]), len(groups))
    return y


@kernel("Conv2D")
def _conv2d(op, x, w):
    if any(d != 1 for d in op.attrs["dilations"]):
        return OPS["Conv2D"].plain_kernel(op, x, w)
    strides, pads, out_size = _geometry(op, x.shape, *w.shape[:2])
    way = _way("forward", x.shape, w.shape, strides, out_size, np.result_type(x, w))
    if way == "dft":
        return dft_conv.conv2d(x, w, pads)
    if way == "fft":
        return fft_conv2d(x, w, *pads)
    return direct(x, w, strides, pads)


@kernel("Conv2DBackpropInput")
def _conv2d_backprop_input(op, input_sizes, w, dy):
    shape = input_grad_shape(op, input_sizes, w, dy)
    kh, kw, c, k = w.shape
    strides, pads, out_size = _geometry(op, shape, kh, kw)
    way = _way("input", shape, w.shape, strides, out_size, np.result_type(dy, w))
    if way == "dft":
        return dft_conv.conv2d_backprop_input(dy, w, shape, pads)
    if strides == (1, 1) and (way == "fft" or c >= k):
        # At stride 1 the input's gradient is dy correlated with the filter turned by 180
        # degrees, in and out channels swapped, dy padded by k - 1 minus Conv2D's padding:
        # patches of dy, k channels deep. With fewer input channels than filters, the plain
        # kernel's way moves less: the patches' gradients, c channels deep, added back.
        turned = w[::-1, ::-1].transpose(0, 1, 3, 2)
        (top, bottom), (left, right) = pads
        back_pads = (kh - 1 - top, kh - 1 - bottom), (kw - 1 - left, kw - 1 - right)
        if way == "fft":
            return fft_conv2d(dy, turned, *back_pads).astype(dy.dtype)
        return direct(dy, np.ascontiguousarray(turned), (1, 1), back_pads)
    dx = np.empty(shape, dtype=np.result_type(dy, w))
    back = w.reshape(-1, k).T
    groups = _groups(shape[0], dy.size * kh * kw * c // k)
    padding = op.attrs["padding"].decode()

    def send_back(images):
        part = dy[images]
        rows = (part.reshape(-1, k) @ back).reshape(part.shape[:3] + (kh, kw, c))
        dx[images] = col2im(rows, (part.shape[0],) + shape[1:], strides, padding)
    with one_blas_thread():
        run_tasks(lambda i: send_back(groups[i]), len(groups))
    return dx


@kernel("Conv2DBackpropFilter")
def _conv2d_backprop_filter(op, x, filter_sizes, dy):
    refuse_dilations(op)
    kh, kw, c, k = (int(d) for d in filter_sizes)
    strides, pads, out_size = _geometry(op, x.shape, kh, kw)
    if _way("filter", x.shape, (kh, kw, c, k), strides, out_size,
            np.result_type(x, dy)) == "dft":
        return dft_conv.conv2d_backprop_filter(x, dy, kh, kw, pads)
    groups = _groups(x.shape[0], dy.size * kh * kw * c // k)
    shares = [None] * len(groups)

    def share(i):
        shares[i] = patches(x[groups[i]], kh, kw, strides, pads).T @ \
            dy[groups[i]].reshape(-1, k)
    with one_blas_thread():
        run_tasks(share, len(groups))
    return np.sum(shares, axis=0).reshape(kh, kw, c, k)
