"""LRN, FusedBatchNormV3 and their gradients without slow strided passes, on all cores.

- LRN sums squares over a window of neighbouring channels. The plain kernel adds shifted
  slices of the channel axis, one tap at a time: with 16 or 32 channels numpy then spends its
  time stepping through rows of 16 numbers. The same window sums are one matrix product with a
  band matrix (ones where two channels are at most ``depth_radius`` apart). The power
  ``norm ** -beta`` goes through square roots for the usual betas (0.5, 0.75, 1).
- Batch normalization reduces over every pixel of a channel. numpy's ``sum`` over the leading
  axes of an NHWC array walks it row by row (again 32 numbers at a time); a product with a
  vector of ones does the same sums in BLAS. The pixels are cut into blocks of rows
  (``ROWS_ELEMENTS`` numbers each), one task per block (``threads.run_tasks``): partial sums
  per block, added up, then the block's outputs, written in place.

Other layouts (NCHW) and dtypes (half) take the plain kernels.

>>> import numpy as np
>>> band(4, 1, np.float32).astype(int).tolist()
[[1, 1, 0, 0], [1, 1, 1, 0], [0, 1, 1, 1], [0, 0, 1, 1]]
"""
import functools

import numpy as np

from ..ops import batch_norm_ops, local_normalization_ops  # noqa: F401 - the plain kernels
from .matmul import matmul
from ..core.state import OPS
from .registry import kernel
from .threads import blocks, one_blas_thread, run_tasks

# Numbers per block of rows of the batch-norm kernels: a block of the input, the gradient and
# the output fits a core's cache.
ROWS_ELEMENTS = 1 << 16


@functools.lru_cache(maxsize=16)
def band(depth, radius, dtype):
    """[depth, depth]: 1 where two channels are at most ``radius`` apart (read-only)."""
    channels = np.arange(depth)
    matrix = (np.abs(channels[:, None] - channels[None, :]) <= radius).astype(dtype)
    matrix.flags.writeable = False
    return matrix


def _window_sums(values, radius):
    depth = values.shape[-1]
    with one_blas_thread():
        return matmul(values.reshape(-1, depth), band(depth, radius, values.dtype)) \
            .reshape(values.shape)


def _power(norm, beta):
    """``norm ** -beta``, through square roots for beta 0.5, 0.75 and 1."""
    if beta == 1:
        return 1 / norm
    if beta in (0.5, 0.75):
        root = 1 / np.sqrt(norm)
        return root * np.sqrt(root) if beta == 0.75 else root
    return norm ** -beta


def _norm(x, attrs):
    norm = _window_sums(x * x, attrs["depth_radius"])
    norm *= x.dtype.type(attrs["alpha"])
    norm += x.dtype.type(attrs["bias"])
    return norm


@kernel("LRN")
def _lrn(op, x):
    if x.dtype not in (np.float32, np.float64):
        return OPS["LRN"].plain_kernel(op, x)
    return x * _power(_norm(x, op.attrs), op.attrs["beta"])


@kernel("LRNGrad")
def _lrn_grad(op, dy, x, y):
    if x.dtype not in (np.float32, np.float64) or dy.dtype != x.dtype:
        return OPS["LRNGrad"].plain_kernel(op, dy, x, y)
    a = op.attrs
    norm = _norm(x, a)
    scaled = _power(norm, a["beta"])
    share = dy * x
    share *= scaled
    share /= norm
    back = _window_sums(share, a["depth_radius"])
    back *= x
    back *= x.dtype.type(2 * a["alpha"] * a["beta"])
    out = dy * scaled
    out -= back
    return out


def _plain_layout(op, x, scale):
    """Whether the fast batch-norm kernels apply: NHWC floats, statistics of x's dtype."""
    return op.attrs["data_format"] != b"NCHW" and x.dtype in (np.float32, np.float64) and \
        scale.dtype == x.dtype and x.ndim >= 2 and x.size > 0


def _by_rows(rows, task):
    """``task(block, ones)`` for blocks of ``rows`` (``ones``: a vector of ones as long as a
    block, for column sums); returns the blocks' results in order."""
    parts = blocks(rows.shape[0], -(-rows.size // ROWS_ELEMENTS))
    ones = np.ones(max(p.stop - p.start for p in parts), dtype=rows.dtype)
    results = [None] * len(parts)

    def run(i):
        results[i] = task(parts[i], ones[:parts[i].stop - parts[i].start])
    with one_blas_thread():
        run_tasks(run, len(parts))
    return results


@kernel("FusedBatchNormV3")
def _fused_batch_norm(op, x, scale, offset, mean, variance):
    if not _plain_layout(op, x, scale):
        return OPS["FusedBatchNormV3"].plain_kernel(op, x, scale, offset, mean, variance)
    rows = x.reshape(-1, x.shape[-1])
    n = rows.shape[0]
    eps = x.dtype.type(op.attrs["epsilon"])
    if op.attrs["is_training"]:
        batch_mean = np.sum(_by_rows(rows, lambda block, ones: ones @ rows[block]), axis=0) / n

        def squares(block, ones):
            deviation = rows[block] - batch_mean
            deviation *= deviation
            return ones @ deviation
        batch_var = np.sum(_by_rows(rows, squares), axis=0) / n
        running_mean, running_var = batch_norm_ops.running_statistics(
            op, mean, variance, batch_mean, batch_var, n)
        used_mean, used_var, saved = batch_mean, batch_var, (batch_mean, batch_var)
    else:
        used_mean, used_var = mean, variance
        running_mean, running_var = mean, variance
        saved = (np.zeros_like(mean), np.zeros_like(variance))
    factor = scale / np.sqrt(used_var + eps)
    shift = offset - used_mean * factor
    y = np.empty_like(rows)

    def normalize(block, ones):
        np.multiply(rows[block], factor, out=y[block])
        y[block] += shift
    _by_rows(rows, normalize)
    return (y.reshape(x.shape), running_mean.astype(x.dtype), running_var.astype(x.dtype),
            saved[0].astype(x.dtype), saved[1].astype(x.dtype), np.zeros((), x.dtype))


@kernel("FusedBatchNormGradV3")
def _fused_batch_norm_grad(op, dy, x, scale, saved_mean, saved_var, reserve):
    if not (_plain_layout(op, x, scale) and op.attrs["is_training"] and dy.dtype == x.dtype):
        return OPS["FusedBatchNormGradV3"].plain_kernel(op, dy, x, scale, saved_mean, saved_var,
                                                 reserve)
    rows, grads = x.reshape(-1, x.shape[-1]), dy.reshape(-1, x.shape[-1])
    n = rows.shape[0]
    inv = 1 / np.sqrt(saved_var + x.dtype.type(op.attrs["epsilon"]))
    dx = np.empty_like(rows)  # holds x_hat = (x - mean) * inv until the second pass

    def sums(block, ones):
        x_hat = dx[block]
        np.subtract(rows[block], saved_mean, out=x_hat)
        x_hat *= inv
        return ones @ grads[block], ones @ (grads[block] * x_hat)
    parts = _by_rows(rows, sums)
    doffset = np.sum([p[0] for p in parts], axis=0)
    dscale = np.sum([p[1] for p in parts], axis=0)
    # The batch's mean and variance depend on x as well: subtract their share.
    mean_share, spread_share, gain = doffset / n, dscale / n, scale * inv

    def input_grad(block, ones):
        out = dx[block]
        out *= spread_share
        np.subtract(grads[block], out, out=out)
        out -= mean_share
        out *= gain
    _by_rows(rows, input_grad)
    empty = np.zeros(0, x.dtype)
    return dx.reshape(x.shape), dscale, doffset, empty, empty
