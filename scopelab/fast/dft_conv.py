"""Conv2D and its two gradients at stride 1 through the discrete Fourier transform, with the
transforms done as matrix products: for small images with many channels (a 14 x 14 image,
5 x 5 filters, 32 to 64 channels).

A stride-1 Conv2D of an image of ``h`` rows is a cross-correlation, and the discrete Fourier
transform (DFT) over a frame of ``F = h + kh - 1`` rows turns it into one product per frequency
``u``: in that frame the full correlation fits without wrapping around, so nothing is lost.
With the transforms ``spectrum(a, sign)[u] = sum_t a[t] exp(sign 2 pi i u t / F)``:

    Conv2D               Y[u] = X-[u] @ W[u]          y  = inverse(Y, +)
    Conv2DBackpropInput  Z[u] = D+[u] @ W[u].T        dx = inverse(Z, -)
    Conv2DBackpropFilter G[u] = X-[u].T @ D+[u]       dw = inverse(G, +)

where ``X-`` is the input's spectrum (sign -), ``D+`` the output gradient's (sign +), ``W[u] =
sum_i w[i] exp(+2 pi i u (i - top) / F)`` the filter's (``top``: Conv2D's padding), and at each
frequency the product is a matrix product over channels ([images, in] @ [in, out] and the
like). In two dimensions it is the same along rows and columns. Real data has a symmetric
spectrum, so only ``F // 2 + 1`` column frequencies are kept, and the inverse takes twice the
real part of the others.

Images this small would make numpy's FFT (``fft_conv.py``) spend its time on call overhead;
transforms of 14 x 18 points are cheap as matrix products with DFT matrices instead, and all
the work goes to BLAS. For a 14 x 14 image, 5 x 5 filters and 32 to 64 channels that is a third
of the direct sum's multiply-adds. The work is cut into tasks by images, frequencies and rows
(``threads.run_tasks``).

>>> import numpy as np
>>> x, w = np.arange(12.0).reshape(1, 3, 4, 1), np.ones((2, 2, 1, 1))
>>> np.round(conv2d(x, w, ((0, 1), (0, 1)))[0, :, :, 0], 6).tolist()
[[10.0, 14.0, 18.0, 10.0], [26.0, 30.0, 34.0, 18.0], [17.0, 19.0, 21.0, 11.0]]
"""
import functools

import numpy as np

from .matmul import matmul
from .threads import CORES, blocks, one_blas_thread, run_tasks

# Tasks per core of each step (transforms by images, products by frequencies, the inverse by
# rows).
TASKS_PER_CORE = 2


@functools.lru_cache(maxsize=64)
def _dft(freqs, frame, taps, offset, sign, dtype):
    """[freqs, taps]: ``exp(sign 2 pi i u (t + offset) / frame)``, read-only."""
    u, t = np.arange(freqs)[:, None], np.arange(taps)[None, :] + offset
    matrix = np.exp(sign * 2j * np.pi * (u * t % frame) / frame).astype(dtype)
    matrix.flags.writeable = False
    return matrix


@functools.lru_cache(maxsize=64)
def _real_dft(columns, frame, sign, dtype):
    """[columns, 2 * (frame // 2 + 1)]: the columns' DFT as a real matrix, each frequency's
    real and imaginary part side by side, so that ``a @ matrix`` viewed as complex is it."""
    half = _dft(frame // 2 + 1, frame, columns, 0, sign, np.result_type(dtype, np.complex64)).T
    matrix = np.empty((columns, 2 * half.shape[1]), dtype=dtype)
    matrix[:, 0::2], matrix[:, 1::2] = half.real, half.imag
    matrix.flags.writeable = False
    return matrix


@functools.lru_cache(maxsize=64)
def _inverse_dft(count, frame, offset, sign, dtype, half):
    """[count, frequencies]: the inverse DFT at ``count`` points from ``offset``, scaled by
    1 / frame; with ``half``, over the kept half of the frequencies, doubled where their
    mirror image was dropped."""
    freqs = frame // 2 + 1 if half else frame
    matrix = _dft(freqs, frame, count, offset, sign, dtype).T / frame
    if half:
        matrix[:, 1:(frame + 1) // 2] *= 2
    matrix.flags.writeable = False
    return matrix


def _frame(shape, kh, kw):
    """(rows, columns) of the frame in which a stride-1 correlation of ``shape`` fits."""
    return shape[1] + kh - 1, shape[2] + kw - 1


def spectrum(a, frame, sign):
    """[rows * columns kept, images, channels]: the DFT of each image and channel of an
    NHWC ``a`` placed at the frame's top left."""
    n, h, w, c = a.shape
    fh, fw = frame
    kept = fw // 2 + 1
    complex_type = np.result_type(a.dtype, np.complex64)
    rows = _real_dft(w, fw, sign, a.dtype)
    columns = _dft(fh, fh, h, 0, sign, complex_type)
    out = np.empty((fh, kept, n, c), dtype=complex_type)

    def transform(images):
        part = np.ascontiguousarray(a[images].transpose(1, 0, 3, 2))  # [h, images, c, w]
        along_rows = (part.reshape(-1, w) @ rows).view(complex_type)  # [h * images * c, kept]
        both = (columns @ along_rows.reshape(h, -1)).reshape(fh, -1, c, kept)
        out[:, :, images] = both.transpose(0, 3, 1, 2)
    groups = blocks(n, TASKS_PER_CORE * CORES)
    run_tasks(lambda i: transform(groups[i]), len(groups))
    return out.reshape(fh * kept, n, c)


def filter_spectrum(w, frame, top, left, complex_type):
    """[rows * columns kept, in, out]: ``sum_ij w[i, j] exp(+2 pi i (u (i - top) / fh +
    v (j - left) / fw))``; two small DFT matrices (rows, then columns) beat padding ``w``."""
    kh, kw, c, k = w.shape
    fh, fw = frame
    along_columns = _dft(fw // 2 + 1, fw, kw, -left, 1, complex_type) @ \
        w.transpose(1, 0, 2, 3).reshape(kw, -1)  # [v, (i, c, k)]
    along_columns = along_columns.reshape(-1, kh, c * k).transpose(1, 0, 2).reshape(kh, -1)
    both = _dft(fh, fh, kh, -top, 1, complex_type) @ along_columns
    return both.reshape(-1, c, k)


def per_frequency(a, b):
    """``a[f] @ b[f]`` for every frequency ``f``, frequencies split among the cores."""
    out = np.empty((a.shape[0], a.shape[1], b.shape[2]), dtype=np.result_type(a, b))
    parts = blocks(a.shape[0], TASKS_PER_CORE * CORES)
    run_tasks(lambda i: np.matmul(a[parts[i]], b[parts[i]], out=out[parts[i]]), len(parts))
    return out


def inverse(product, frame, rows, columns, sign, dtype):
    """The real NHWC result of a spectrum [frequencies, images, channels]: ``rows`` and
    ``columns`` are (count, offset) of the points wanted."""
    fh, fw = frame
    kept = fw // 2 + 1
    _, m, k = product.shape
    complex_type = product.dtype
    along_columns = matmul(_inverse_dft(rows[0], fh, rows[1], sign, complex_type, False),
                           product.reshape(fh, -1)).reshape(rows[0], kept, m * k)
    back_rows = _inverse_dft(columns[0], fw, columns[1], sign, complex_type, True)
    out = np.empty((m, rows[0], columns[0], k), dtype=dtype)

    def finish(part):
        both = np.matmul(back_rows, along_columns[part])  # [rows of part, columns, m * k]
        out[:, part] = both.real.reshape(-1, columns[0], m, k).transpose(2, 0, 1, 3)
    parts = blocks(rows[0], TASKS_PER_CORE * CORES)
    run_tasks(lambda i: finish(parts[i]), len(parts))
    return out


def conv2d(x, w, pads):
    """Conv2D at stride 1 of NHWC ``x`` zero-padded by ``pads`` ((top, bottom), (left,
    right)) with an [h, w, in, out] filter."""
    kh, kw = w.shape[:2]
    frame = _frame(x.shape, kh, kw)
    (top, bottom), (left, right) = pads
    oh, ow = x.shape[1] + top + bottom - kh + 1, x.shape[2] + left + right - kw + 1
    with one_blas_thread():
        xs = spectrum(x, frame, -1)
        ws = filter_spectrum(w, frame, top, left, xs.dtype)
        return inverse(per_frequency(xs, ws), frame, (oh, 0), (ow, 0), 1,
                       np.result_type(x, w))


def conv2d_backprop_input(dy, w, input_shape, pads):
    """Conv2D's input gradient at stride 1, for an input of ``input_shape``."""
    kh, kw = w.shape[:2]
    frame = _frame(input_shape, kh, kw)
    (top, _), (left, _) = pads
    with one_blas_thread():
        ds = spectrum(dy, frame, 1)
        ws = filter_spectrum(w, frame, top, left, ds.dtype)
        return inverse(per_frequency(ds, ws.transpose(0, 2, 1)), frame, (input_shape[1], 0),
                       (input_shape[2], 0), -1, dy.dtype)


def conv2d_backprop_filter(x, dy, kh, kw, pads):
    """Conv2D's filter gradient at stride 1: [kh, kw, in, out]."""
    frame = _frame(x.shape, kh, kw)
    (top, _), (left, _) = pads
    with one_blas_thread():
        xs, ds = spectrum(x, frame, -1), spectrum(dy, frame, 1)
        grad = per_frequency(xs.transpose(0, 2, 1), ds)
        dw = inverse(grad, frame, (kh, -top), (kw, -left), 1, np.result_type(x, dy))
    return dw.transpose(1, 2, 0, 3)  # [in, kh, kw, out] -> [kh, kw, in, out]


def multiply_adds(kind, shape, kh, kw, k):
    """About how many real multiply-adds ``conv2d`` (kind "forward"),
    ``conv2d_backprop_input`` ("input") or ``conv2d_backprop_filter`` ("filter") take for a
    Conv2D of an input of ``shape`` with ``k`` filters, at SAME padding."""
    n, h, w, c = shape
    fh, fw = _frame(shape, kh, kw)
    kept = fw // 2 + 1

    def transform(channels):  # along rows (real), then along columns (complex)
        return n * channels * (h * w * 2 * kept + 4 * fh * h * kept)

    def inverse(count, rows, columns):
        return 4 * count * (rows * fh * kept + rows * columns * kept)
    products = 4 * fh * kept * n * c * k
    if kind == "forward":
        return transform(c) + products + inverse(n * k, h, w)
    if kind == "input":
        return transform(k) + products + inverse(n * c, h, w)
    return transform(c) + transform(k) + products + inverse(c * k, kh, kw)
