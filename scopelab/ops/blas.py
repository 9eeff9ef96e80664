"""How many threads numpy's BLAS (OpenBLAS) may use for one matrix product.

TF's own thread pool never lets a small product wait on a second thread; OpenBLAS does: it
splits even a 256x784x10 product across all cores, and on a busy machine the hand-off can cost
a hundred times the arithmetic. So small products here run on one thread, large ones (the
convolutions) on all. The switch goes through OpenBLAS's C API (as threadpoolctl does); where
numpy is built on another BLAS it does nothing.

>>> import numpy as np
>>> float(matmul(np.ones((2, 3)), np.ones((3, 1)))[0, 0])
3.0
"""
import ctypes
import glob
import os

import numpy as np

# Below this many multiply-adds a product runs single-threaded.
SMALL = 1 << 24


def _find_thread_controls():
    """(set_num_threads, get_num_threads) of the OpenBLAS numpy loaded, or None."""
    libs = os.path.join(os.path.dirname(np.__file__), os.pardir, "numpy.libs")
    for path in glob.glob(os.path.join(libs, "*openblas*")):
        lib = ctypes.CDLL(path)
        for name in ("scipy_openblas_%s_num_threads64_", "openblas_%s_num_threads64_",
                     "openblas_%s_num_threads"):
            setter, getter = getattr(lib, name % "set", None), getattr(lib, name % "get", None)
            if setter is not None and getter is not None:
                setter.argtypes = [ctypes.c_int]
                return setter, getter
    return None


_controls = []  # filled on first use, so that importing scopelab stays cheap


def matmul(a, b):
    """``a @ b``, on one BLAS thread when the product is small."""
    if a.size * b.shape[-1] >= SMALL:
        return a @ b
    if not _controls:
        _controls.append(_find_thread_controls())
    controls = _controls[0]
    if controls is None:
        return a @ b
    setter, getter = controls
    threads = getter()
    setter(1)
    try:
        return a @ b
    finally:
        setter(threads)
