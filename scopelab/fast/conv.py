"""Conv2D, Conv2DBackpropInput and Conv2DBackpropFilter without the full im2col copy.

The plain kernels (``ops/nn_ops.py``, ``ops/conv_grad_kernels.py``) copy every input pixel
``kh * kw`` times into patch rows, then make one matrix product. Here the ``kw`` horizontal taps
of every pixel are gathered once (``row_taps``: K = kw * C), and the convolution is one matrix
product per kernel row, over the rows that kernel row sees, added up: ``kh`` times less
copying, and products as large as BLAS likes. Large stride-1 convolutions with 5x5 or larger
filters go through the FFT instead (``fft_conv.py``), with ~9x fewer multiplications.

The gradients are convolutions again:

- the input's gradient, at stride 1, is ``dy`` correlated with the filter turned by 180
  degrees and with in/out channels swapped, ``dy`` padded by ``k - 1`` minus Conv2D's padding
  on each side: every input pixel collects ``dy @ w[i, j].T`` from the outputs that read it.
  With a stride only every s-th position had an output, so each kernel row's products are
  added back into the strided rows and columns they came from.
- the filter's gradient for kernel row i is one matrix product over all images and output
  pixels: the inputs tap row i saw (``row_taps``, gathered once) times ``dy``.

>>> import numpy as np
>>> x, w = np.ones((1, 3, 3, 1)), np.ones((2, 2, 1, 1))
>>> correlate(x, w, (1, 1), ((0, 1), (0, 1)))[0, :, :, 0].tolist()
[[4.0, 4.0, 2.0], [4.0, 4.0, 2.0], [2.0, 2.0, 1.0]]
"""
import numpy as np

from ..ops import conv_grad_kernels  # noqa: F401 - registers the plain kernels first
from ..ops.nn_ops import _out_size, _pads
from . import kernel
from .fft_conv import fft_conv2d
from .matmul import matmul
from .threads import one_blas_thread

# Stride-1 convolutions with filters of 5x5 or more taps and at least this many multiply-adds go
# through the FFT (fft_conv.py). Smaller ones fit the cache, where BLAS runs the direct sums at
# full speed; 3x3 filters save too few multiplications to pay for the transforms; strided ones
# would transform pixels that no output reads; numpy's FFT computes in float32 and float64 only.
FFT_MIN_MACS = 1 << 28


def _geometry(op, shape, kh, kw):
    """(row pads, column pads, output rows, output columns, strides) of the Conv2D."""
    padding = op.attrs["padding"].decode()
    _, sh, sw, _ = op.attrs["strides"]
    _, h, wd, _ = shape
    return (_pads(h, kh, sh, padding), _pads(wd, kw, sw, padding),
            _out_size(h, kh, sh, padding), _out_size(wd, kw, sw, padding), sh, sw)


@kernel("Conv2D")
def _conv2d(op, x, w):
    kh, kw = w.shape[:2]
    rows_pad, cols_pad, _, _, sh, sw = _geometry(op, x.shape, kh, kw)
    return correlate(x, w, (sh, sw), (rows_pad, cols_pad))


def correlate(x, w, strides, pads):
    """Conv2D's sums for an NHWC ``x`` zero-padded by ``pads`` ((top, bottom), (left, right))
    and an [h, w, in, out] ``w``."""
    sh, sw = strides
    n, h, wd, c = x.shape
    kh, kw, _, cout = w.shape
    oh, ow = (h + sum(pads[0]) - kh) // sh + 1, (wd + sum(pads[1]) - kw) // sw + 1
    if (sh == sw == 1 and kh * kw >= 25 and x.dtype in (np.float32, np.float64)
            and n * oh * ow * c * cout * kh * kw >= FFT_MIN_MACS):
        return fft_conv2d(x, w, pads[0], pads[1])
    xp = np.pad(x, ((0, 0), pads[0], pads[1], (0, 0))) if any(pads[0] + pads[1]) else x
    cols = row_taps(xp, kw, sw, ow)
    taps = w.reshape(kh, kw * c, cout)
    acc = np.empty((oh * n * ow, cout), dtype=np.result_type(x, w))
    step = np.empty_like(acc)
    with one_blas_thread():
        for i in range(kh):
            block = cols[i:i + (oh - 1) * sh + 1:sh].reshape(oh * n * ow, kw * c)
            matmul(block, taps[i], out=step if i else acc)
            if i:
                acc += step
    return acc.reshape(oh, n, ow, cout).transpose(1, 0, 2, 3).copy()


def row_taps(xp, kw, sw, ow):
    """[padded rows, images * ow, kw * c]: the kw * c inputs that output column q of image b
    sees in each padded row. Rows come first so that the rows one kernel row needs, for all
    images at once, form one contiguous block: a single large matrix product per kernel row."""
    n, rows, _, c = xp.shape
    cols = np.empty((rows, n, ow, kw, c), dtype=xp.dtype)
    for j in range(kw):
        cols[:, :, :, j] = xp[:, :, j:j + (ow - 1) * sw + 1:sw].transpose(1, 0, 2, 3)
    return cols.reshape(rows, n * ow, kw * c)


@kernel("Conv2DBackpropInput")
def _conv2d_backprop_input(op, input_sizes, w, dy):
    n, h, wd, c = (int(d) for d in input_sizes)
    kh, kw, _, cout = w.shape
    (top, bottom), (left, right), oh, ow, sh, sw = _geometry(op, (n, h, wd, c), kh, kw)
    if sh == sw == 1:
        turned = w[::-1, ::-1].transpose(0, 1, 3, 2)
        return correlate(dy, turned, (1, 1), ((kh - 1 - top, kh - 1 - bottom),
                                              (kw - 1 - left, kw - 1 - right))).astype(dy.dtype)
    # Rows first, as in the forward kernel: kernel row i sends back to rows i, i + s, ...
    rows = dy.transpose(1, 0, 2, 3).reshape(oh * n * ow, cout)
    taps = w.reshape(kh, kw * c, cout)
    dxp = np.zeros((h + top + bottom, n, wd + left + right, c), dtype=dy.dtype)
    for i in range(kh):
        back = matmul(rows, taps[i].T).reshape(oh, n, ow, kw, c)
        for j in range(kw):
            dxp[i:i + (oh - 1) * sh + 1:sh, :, j:j + (ow - 1) * sw + 1:sw] += back[:, :, :, j]
    return dxp[top:top + h, :, left:left + wd].transpose(1, 0, 2, 3).copy()


@kernel("Conv2DBackpropFilter")
def _conv2d_backprop_filter(op, x, filter_sizes, dy):
    kh, kw, c, cout = (int(d) for d in filter_sizes)
    rows_pad, cols_pad, oh, ow, sh, sw = _geometry(op, x.shape, kh, kw)
    n = x.shape[0]
    xp = np.pad(x, ((0, 0), rows_pad, cols_pad, (0, 0))) if any(rows_pad + cols_pad) else x
    cols = row_taps(xp, kw, sw, ow)
    rows = dy.transpose(1, 0, 2, 3).reshape(oh * n * ow, cout)
    dw = np.empty((kh, kw * c, cout), dtype=np.result_type(x, dy))
    for i in range(kh):
        seen = cols[i:i + (oh - 1) * sh + 1:sh].reshape(oh * n * ow, kw * c)
        dw[i] = matmul(seen.T, rows)
    return dw.reshape(kh, kw, c, cout)
