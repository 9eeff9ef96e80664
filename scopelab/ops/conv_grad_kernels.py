"""The kernels of Conv2D's gradient ops, Conv2DBackpropInput and Conv2DBackpropFilter.

Conv2D computes ``y[p, q] = sum_ij xp[p*s + i, q*s + j] @ w[i, j]`` (``xp``: the padded input).
Both gradients are convolutions again, so they reuse the forward kernel's way of working
(``nn_ops.correlate``: one large matrix product per kernel row, or the FFT for large filters):

- the input's gradient, at stride 1, is ``dy`` correlated with the filter turned by 180
  degrees and with in/out channels swapped, ``dy`` padded by ``k - 1`` minus Conv2D's padding
  on each side: every input pixel collects ``dy @ w[i, j].T`` from the outputs that read it.
  With a stride only every s-th position had an output, so each kernel row's products are
  added back into the strided rows and columns they came from.
- the filter's gradient for kernel row i is one matrix product over all images and output
  pixels: the inputs tap row i saw (``nn_ops.row_taps``, gathered once) times ``dy``.

The products go through ``blas.matmul``, which keeps a small one on one BLAS thread while other
processes want the cores (the filter gradient's products are thin and long: few rows, a
reduction over every output pixel).

Left out: NCHW, dilations, explicit paddings.

>>> import numpy as np
>>> from scopelab.ops.nn_ops import correlate
>>> x, w = np.ones((1, 3, 3, 1)), np.ones((2, 2, 1, 1))
>>> correlate(x, w, (1, 1), ((0, 1), (0, 1)))[0, :, :, 0].tolist()
[[4.0, 4.0, 2.0], [4.0, 4.0, 2.0], [2.0, 2.0, 1.0]]
"""
import numpy as np

from .blas import matmul
from .core import kernel
from .nn_ops import _out_size, _pads, correlate, row_taps


def _geometry(op, shape, kh, kw):
    """(row pads, column pads, output rows, output columns, strides) of the Conv2D."""
    padding = op.attrs["padding"].decode()
    _, sh, sw, _ = op.attrs["strides"]
    _, h, wd, _ = shape
    return (_pads(h, kh, sh, padding), _pads(wd, kw, sw, padding),
            _out_size(h, kh, sh, padding), _out_size(wd, kw, sw, padding), sh, sw)


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
