"""Keeping freed array memory for the next array, as TF's allocators do.

Every kernel result is a new numpy array, and numpy asks the C library's ``malloc`` for each
one. glibc's ``malloc`` hands out blocks of 128 KiB and more (a [32, 25, 128] float32 batch is
400 KiB) as fresh pages from the kernel (``mmap``), gives them back when freed, and also gives
back freed memory at the top of its heap beyond 128 KiB. The next run needs the same arrays
again, so it pays again for the kernel to map and zero those pages: in a training step through
a loop, which makes and drops hundreds of arrays, that was a quarter of the time. TF does not
pay it: its allocators keep what they freed for the next tensor.

``keep_freed_memory()`` raises both limits of glibc (``mallopt``), so blocks up to
``MMAP_THRESHOLD`` come from the heap and up to ``TRIM_THRESHOLD`` of free heap stay with the
process: a run then reuses the memory the last one freed. The values computed do not change;
the process may hold on to that much more memory. It is done once, when ``scopelab`` is
imported, unless the plain kernels were asked for (``SCOPELAB_REFERENCE=1``); without
glibc (macOS, Windows, musl) it does nothing.

>>> import platform
>>> keep_freed_memory() == (platform.libc_ver()[0] == "glibc")  # done, where there is glibc
True
"""
import ctypes
import ctypes.util

# mallopt's parameter numbers (glibc's malloc.h) and the limits set.
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3
MMAP_THRESHOLD = 16 << 20
TRIM_THRESHOLD = 64 << 20


def keep_freed_memory():
    """Has glibc's malloc keep freed blocks for reuse; whether it could (glibc only)."""
    try:
        mallopt = ctypes.CDLL(ctypes.util.find_library("c") or None).mallopt
    except (OSError, TypeError, AttributeError):  # no C library, or none with mallopt
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and \
        bool(mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD))
