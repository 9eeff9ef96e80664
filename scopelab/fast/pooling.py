"""MaxPool and MaxPoolGrad for windows that tile the image (a 2x2 window moving by 2, and the
like), on all cores.

When the windows neither overlap nor hang over the border, an [n, h, w, c] input is a
[n, oh, kh, ow, kw, c] array of windows (a reshape, no copy), and tap ``(i, j)`` of every
window is the view ``[:, :, i, :, j]``. The plain kernels (``ops/pooling_ops.py``) pad the
input, fill a zero gradient and add into it, then cut the padding off: here each tap's
gradient is written straight into its view of the result, once (windows share no pixel).
The first tap holding the maximum gets the window's gradient, as in the plain kernel and TF.
Images are split into groups, one task each (``threads.run_tasks``). Other windows run the
plain kernels.

>>> import numpy as np
>>> class Op:
...     attrs = {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": b"VALID"}
>>> x = np.array([[1.0, 3.0], [3.0, 2.0]]).reshape(1, 2, 2, 1)
>>> y = _max_pool(Op, x)
>>> y.ravel().tolist(), _max_pool_grad(Op, x, y, np.ones_like(y)).ravel().tolist()
([3.0], [0.0, 1.0, 0.0, 0.0])
"""
import numpy as np

from ..ops import pooling_ops  # noqa: F401 - registers the plain kernels first
from ..ops.nn_ops import _out_size
from ..core.state import OPS
from .registry import kernel
from .threads import CORES, blocks, run_tasks

# Inputs of fewer elements run on the caller's thread: the hand-over would cost more.
SPLIT_SIZE = 1 << 19


def _tiling(op, shape):
    """(oh, kh, ow, kw) if the windows tile an input of ``shape`` exactly, else None."""
    (_, kh, kw, _), (_, sh, sw, _) = op.attrs["ksize"], op.attrs["strides"]
    padding = op.attrs["padding"].decode()
    _, h, w, _ = shape
    oh, ow = _out_size(h, kh, sh, padding), _out_size(w, kw, sw, padding)
    if (kh, kw) != (sh, sw) or oh * kh != h or ow * kw != w:
        return None
    return oh, kh, ow, kw


def _by_images(fn, n, size):
    """``fn(images)`` for groups of images (slices), on all cores when the work is large."""
    if size < SPLIT_SIZE or CORES == 1:
        fn(slice(0, n))
        return
    groups = blocks(n, 4 * CORES)
    run_tasks(lambda i: fn(groups[i]), len(groups))


def _windows(x, tiling):
    n, _, _, c = x.shape
    oh, kh, ow, kw = tiling
    return x.reshape(n, oh, kh, ow, kw, c)


@kernel("MaxPool")
def _max_pool(op, x):
    tiling = _tiling(op, x.shape)
    if tiling is None:
        return OPS["MaxPool"].plain_kernel(op, x)
    oh, kh, ow, kw = tiling
    xw = _windows(x, tiling)
    y = np.empty((x.shape[0], oh, ow, x.shape[3]), dtype=x.dtype)

    def pool(images):
        out = y[images]
        np.copyto(out, xw[images, :, 0, :, 0])
        for i in range(kh):
            for j in range(kw):
                if i or j:
                    np.maximum(out, xw[images, :, i, :, j], out=out)
    _by_images(pool, x.shape[0], x.size)
    return y


@kernel("MaxPoolGrad")
def _max_pool_grad(op, x, y, dy):
    tiling = _tiling(op, x.shape)
    if tiling is None or x.shape[0] != y.shape[0]:
        return OPS["MaxPoolGrad"].plain_kernel(op, x, y, dy)
    _, kh, _, kw = tiling
    xw = _windows(x, tiling)
    dx = np.empty(x.shape, dtype=dy.dtype)
    dxw = _windows(dx, tiling)

    def route(images):
        top = y[images]
        hit = np.empty(top.shape, dtype=bool)
        searching = None  # windows whose maximum no earlier tap held
        for i in range(kh):
            for j in range(kw):
                np.equal(xw[images, :, i, :, j], top, out=hit)
                if searching is None:
                    searching = ~hit
                else:
                    hit &= searching
                    np.greater(searching, hit, out=searching)  # searching and not hit
                np.multiply(dy[images], hit, out=dxw[images, :, i, :, j])
    _by_images(route, x.shape[0], x.size)
    return dx
