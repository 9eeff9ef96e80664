"""Conv2D with stride 1 by the fast Fourier transform, tile by tile (overlap-save).

Conv2D is a cross-correlation: ``y[p, q] = sum_ij x[p + i, q + j] @ w[i, j]``. The direct kernel
spends ``kh * kw * cin * cout`` multiply-adds on every output pixel; for the tutorial's 5x5, 32 to
32 filter that is 25 600, and numpy's BLAS does them at 100-150 GFLOP/s at best.

The discrete Fourier transform (DFT) turns a circular cross-correlation into a product: with the
``F``-point DFT matrix ``D[u, p] = exp(-2 pi i u p / F)``, ``D y = (D x) * conj(D w)``, one
product per frequency ``u`` (in 2-D, per frequency pair ``u, v``). With channels, the product at
each frequency is a small matrix product ``X[u] (M x cin) @ W[u] (cin x cout)``, done for all
frequencies as one stacked matmul. Circular means that ``x[p + i]`` wraps around past ``F``;
outputs ``p < T = F - k + 1`` never wrap, so the padded input is cut into overlapping ``F x F``
tiles that start ``T`` pixels apart, and each tile yields ``T x T`` outputs ("overlap-save").
Tiles of about 32 outputs keep the transforms short and give each frequency's matrix product
many rows (``M`` = images times tiles). For the 5x5 filter (``F = 36``, real input, so 19 of the
36 frequencies in one axis suffice) the products cost ``4 * 36 * 19 / 32**2 = 2.7`` real
multiply-adds per output pixel and channel pair instead of 25, and the FFTs ``O(log F)`` per pixel
and channel. The DFT is orthogonal up to scale, so its rounding errors stay small: about 3e-7 of
the largest output of a tile in float32, as for the direct sum (outputs near zero next to large
ones get that absolute error, whichever way they are summed).

>>> import numpy as np
>>> x, w = np.arange(32.0).reshape(1, 4, 8, 1), np.ones((3, 3, 1, 1))
>>> np.round(fft_conv2d(x, w)[0, :, :, 0], 6).tolist()
[[81.0, 90.0, 99.0, 108.0, 117.0, 126.0], [153.0, 162.0, 171.0, 180.0, 189.0, 198.0]]
"""
import numpy as np

from .threads import one_blas_thread, run_tasks

# Outputs per tile along an axis (at least): 64-pixel images split into two tiles.
TILE = 32
# Tiles per thread's task: their spectra (cin x 36 x 19 complex numbers each) fit a core's cache.
TASK_TILES = 8


def _fft_size(size):
    """The smallest length >= size with no prime factor above 5: pocketfft's fast lengths."""
    while True:
        rest = size
        for p in (2, 3, 5):
            while rest % p == 0:
                rest //= p
        if rest == 1:
            return size
        size += 1


def _tiling(padded, k, tile):
    """(outputs per tile T, FFT length F, tiles) along an axis of ``padded`` pixels."""
    out = padded - k + 1
    fft = _fft_size(min(tile, out) + k - 1)
    t = fft - k + 1
    return t, fft, -(-out // t)


def _filter_spectrum(w, fh, fw, dtype):
    """``conj(D w)`` on the ``fh x (fw // 2 + 1)`` frequencies, as [frequency, cin, cout].

    ``w`` has only ``kh x kw`` taps, so two small DFT matrices (``fh x kh`` and
    ``fw // 2 + 1 x kw``) beat transforming it zero-padded to the tile size.
    """
    kh, kw, c, k = w.shape
    # The input's transform below is divided by fh * fw; multiply it back here.
    dh = (fh * fw * np.exp(2j * np.pi * np.outer(np.arange(fh), np.arange(kh)) / fh)).astype(dtype)
    dw = np.exp(2j * np.pi * np.outer(np.arange(fw // 2 + 1), np.arange(kw)) / fw).astype(dtype)
    # Columns first, while the data is small; one dtype throughout, so that both run in BLAS.
    taps = w.transpose(1, 0, 2, 3).reshape(kw, -1).astype(dtype)
    columns = dw @ taps  # [v, (i, c, k)]
    columns = columns.reshape(-1, kh, c * k).transpose(1, 0, 2).reshape(kh, -1)
    spectrum = dh @ columns
    return spectrum.reshape(-1, c, k)


def fft_conv2d(x, w, pad_h=(0, 0), pad_w=(0, 0), tile=TILE):
    """Stride-1 Conv2D of NHWC ``x``, zero-padded by (before, after) pixels, with HWIO ``w``.

    ``tile``: outputs per tile along each axis, at least (the FFT length rounds it up).
    """
    n, h, wd, _ = x.shape
    kh, kw, _, k = w.shape
    h, wd = h + sum(pad_h), wd + sum(pad_w)
    (th, fh, nh), (tw, fw, nw) = _tiling(h, kh, tile), _tiling(wd, kw, tile)
    # More zeros after the image, so that the last tiles are whole.
    xp = np.pad(x, ((0, 0), (pad_h[0], nh * th + kh - 1 - h + pad_h[1]),
                    (pad_w[0], nw * tw + kw - 1 - wd + pad_w[1]), (0, 0)))
    y = np.empty((n, nh * th, nw * tw, k), dtype=xp.dtype)

    def convolve(task):
        images, rows = task  # tile rows rows.start * th ... of images
        part = xp[images, rows.start * th:rows.stop * th + kh - 1]
        y[images, rows.start * th:rows.stop * th] = _convolve_tiles(part, spectrum, (th, fh),
                                                                     (tw, fw))
    # numpy's FFTs and these small products run on one core each, and numpy lets go of the GIL
    # inside them, so tasks of about TASK_TILES tiles (whole images, or rows of tiles of a large
    # image) run side by side on all cores.
    images, rows = max(1, TASK_TILES // (nh * nw)), max(1, TASK_TILES // nw)
    tasks = [(slice(i, i + images), slice(r, r + rows))
             for i in range(0, n, images) for r in range(0, nh, rows)]
    with one_blas_thread():
        spectrum = _filter_spectrum(w, fh, fw, np.result_type(xp.dtype, np.complex64))
        run_tasks(lambda i: convolve(tasks[i]), len(tasks))
    return y[:, :h - kh + 1, :wd - kw + 1]


def _convolve_tiles(xp, spectrum, tiling_h, tiling_w):
    """The whole tiles' outputs of padded ``xp``: [n, tiles * th, tiles * tw, cout]."""
    n, _, _, c = xp.shape
    (th, fh), (tw, fw) = tiling_h, tiling_w
    tiles = np.lib.stride_tricks.sliding_window_view(xp, (fh, fw), axis=(1, 2))[:, ::th, ::tw]
    _, nh, nw = tiles.shape[:3]
    # norm="forward" divides by fh * fw here; with the default (no scaling) numpy 2 passes the
    # integer 1 as scale factor and then computes float32 data in float64, twice as slowly.
    spectra = np.fft.rfft2(tiles, norm="forward")  # [n, nh, nw, cin, fh, fw // 2 + 1]
    m = n * nh * nw
    product = np.matmul(spectra.reshape(m, c, -1).transpose(2, 0, 1), spectrum)
    k = product.shape[-1]  # product: [frequency, tile, cout]
    y = np.fft.irfft2(product.reshape(fh, -1, m, k), s=(fh, fw), axes=(0, 1))[:th, :tw]
    y = y.reshape(th, tw, n, nh, nw, k).transpose(2, 3, 0, 4, 1, 5)
    return y.reshape(n, nh * th, nw * tw, k)
