"""MatMul and BatchMatMulV2 on all cores: a large product cut into blocks of output rows (or
columns, when there are few rows), one block per task (``threads.run_tasks``).

A block is a product of its own: rows ``r`` of ``a @ b`` are ``a[r] @ b``, columns ``c`` are
``a @ b[:, c]``, and numpy's BLAS takes those slices as they are (views, no copies), writing
into the matching slice of the output. Products below ``SPLIT_MACS`` multiply-adds run whole
on one BLAS thread: their work is too small to hand out; so do larger ones while tasks get
one thread only (``threads.task_threads``: another process has the other cores). Two kinds go
straight to numpy: the tiniest (below ``SMALL_MACS``: OpenBLAS runs those on one thread anyway,
and switching would cost more than the product), and the others below ``SPLIT_MACS`` while
nothing else wants the cores: OpenBLAS's own threads hand those out fastest, since they spin
between products (``cpu_watch.py``). Spinning for a tenth of a second after each product, they
would slow down our workers as much as another process, so that needs the workers idle too (a
program of small products, such as a linear model).

>>> import numpy as np
>>> a, b = np.arange(6.0).reshape(2, 3), np.ones((3, 4))
>>> matmul(a, b, split_macs=1).tolist()
[[3.0, 3.0, 3.0, 3.0], [12.0, 12.0, 12.0, 12.0]]
"""
import numpy as np

from ..core.state import OPS
from ..ops import math_ops  # noqa: F401 - registers the plain kernels first
from .cpu_watch import others_idle
from .registry import kernel
from .threads import CORES, blocks, one_blas_thread, run_tasks, task_threads, workers_idle_for

# Multiply-adds of a product: below SMALL_MACS it goes straight to numpy; below SPLIT_MACS it
# runs whole (a few hundred us at most: handing out blocks, with a worker that needs tens of
# microseconds to wake, made an LSTM's 10M products take 1.6 times as long as on one thread);
# larger ones are cut into blocks, while other processes leave a second core free.
SMALL_MACS = 1 << 16
SPLIT_MACS = 1 << 24
# Seconds without work for our workers before mid-sized products may use OpenBLAS's threads.
WORKERS_IDLE = 1.0
# Blocks per core: more than one, so that a thread that lost its core holds up less.
BLOCKS_PER_CORE = 2


def matmul(a, b, out=None, split_macs=SPLIT_MACS):
    """``a @ b`` of two matrices, in blocks on all cores when it is large."""
    m, n = a.shape[0], b.shape[1]
    macs = a.size * n
    if macs < SMALL_MACS or (macs < split_macs and others_idle()
                             and workers_idle_for(WORKERS_IDLE)):
        return np.matmul(a, b, out=out)
    if out is None:
        out = np.empty((m, n), dtype=np.result_type(a, b))
    with one_blas_thread():
        if macs < split_macs or task_threads() == 1:
            return np.matmul(a, b, out=out)
        rows = m >= n
        parts = blocks(m if rows else n, CORES * BLOCKS_PER_CORE)

        def block(i):
            if rows:
                np.matmul(a[parts[i]], b, out=out[parts[i]])
            else:
                np.matmul(a, b[:, parts[i]], out=out[:, parts[i]])
        run_tasks(block, len(parts))
    return out


@kernel("MatMul")
def _matmul(op, a, b):
    if op.attrs["transpose_a"]:
        a = a.T
    if op.attrs["transpose_b"]:
        b = b.T
    return matmul(a, b)


@kernel("BatchMatMulV2")
def _batch_matmul(op, a, b):
    if a.ndim < 2 or b.ndim < 2 or any(x != y and 1 not in (x, y) for x, y in
                                       zip(a.shape[-3::-1], b.shape[-3::-1])):
        return OPS["BatchMatMulV2"].plain_kernel(op, a, b)  # the plain kernel's error
    if op.attrs["adj_x"]:
        a = np.swapaxes(a, -1, -2)
    if op.attrs["adj_y"]:
        b = np.swapaxes(b, -1, -2)
    batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    macs = int(np.prod(batch)) * a.shape[-2] * a.shape[-1] * b.shape[-1]
    if macs < SMALL_MACS or (macs < SPLIT_MACS and others_idle()
                             and workers_idle_for(WORKERS_IDLE)):
        return np.matmul(a, b)
    with one_blas_thread():
        if macs < SPLIT_MACS or a.ndim != b.ndim or a.shape[:-2] != b.shape[:-2] or \
                a.shape[0] == 1 or task_threads() == 1:
            return np.matmul(a, b)
        # Matching batches: blocks of them, one task each.
        out = np.empty(a.shape[:-1] + b.shape[-1:], dtype=np.result_type(a, b))
        parts = blocks(a.shape[0], CORES * BLOCKS_PER_CORE)
        run_tasks(lambda i: np.matmul(a[parts[i]], b[parts[i]], out=out[parts[i]]), len(parts))
    return out
