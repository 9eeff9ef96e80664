"""How many threads numpy's BLAS (OpenBLAS) may use for one matrix product.

TF runs a small product (a 256x784x10 layer) on its own thread pool, and a training step of
TF did not slow down when we kept one of two cores busy with another process. OpenBLAS splits
every product across all cores too, but its helper threads spin while they wait for the next
one. That is a gain when the other cores are free (a 256x784x10 product takes about 40 us on
two threads, 65 us on one) and a disaster when another process wants them: the spinning
helper and the caller fight that process for the cores, and a training step took 2-4 times
as long as on one thread.

So a small product uses all threads only while other processes leave the CPUs idle, which
``CpuWatch`` checks at most every tenth of a second from Linux's ``/proc/stat``; otherwise,
and where there is no ``/proc/stat``, it runs on one thread. Large products always use all
threads: their work dwarfs any hand-off. Kernels that loop over many small products (the
convolutions' taps) run the loop inside ``threads_for(macs)``, one switch for all of them.
The switch goes through OpenBLAS's C API (as threadpoolctl does); where numpy is built on
another BLAS it does nothing.

>>> import numpy as np
>>> float(matmul(np.ones((2, 3)), np.ones((3, 1)))[0, 0])
3.0
"""
import contextlib
import ctypes
import glob
import os
import time

import numpy as np

# Below this many multiply-adds a product is "small".
SMALL = 1 << 24


class CpuWatch:
    """Whether other processes left the CPUs idle, looked at every ``interval`` seconds.

    Linux counts, in ``/proc/stat``, the time every CPU spent busy; this process's own share
    is its CPU time (all its threads, OpenBLAS's spinning helpers included). What is left is
    the other processes' (and, on a virtual machine, the host's "steal" time).

    >>> watch = CpuWatch(interval=0.0)
    >>> watch.others_idle()  # one look has nothing to compare with: assume busy
    False
    """

    # Other processes may use up to this many cores' worth of time and still count as idle:
    # /proc/stat counts in ticks of 10 ms, so a tenth of a second is measured to about 20%.
    QUIET_CORES = 0.5

    def __init__(self, interval=0.1):
        self.interval = interval
        self.idle = False
        self._next = 0.0  # when to look again
        self._last = None  # the last look

    def others_idle(self):
        now = time.monotonic()
        if now < self._next:
            return self.idle
        self._next = now + self.interval
        look = self._look(now)
        if look is None:  # not Linux: never look again, and stay on one thread
            self._next = float("inf")
        elif self._last is not None:
            elapsed, busy, own = (new - old for new, old in zip(look, self._last))
            self.idle = busy - own < self.QUIET_CORES * elapsed
        self._last = look
        return self.idle

    @staticmethod
    def _look(now):
        """(now, seconds all CPUs were busy, seconds this process ran), or None off Linux."""
        try:
            with open("/proc/stat") as f:
                fields = f.readline().split()
        except OSError:
            return None
        # cpu user nice system idle iowait irq softirq steal ...: all but idle and iowait
        user, nice, system, _, _, irq, softirq, steal = (int(x) for x in fields[1:9])
        busy = (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")
        return now, busy, time.process_time()


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
_watch = CpuWatch()


def matmul(a, b):
    """``a @ b``, on one BLAS thread when the product is small and other processes are busy."""
    with threads_for(a.size * b.shape[-1]):
        return a @ b


def matmul_on_one_thread(a, b):
    """``a @ b`` on one BLAS thread: for products that run next to threads of our own."""
    with one_thread():
        return a @ b


@contextlib.contextmanager
def threads_for(macs):
    """Products inside, of ``macs`` multiply-adds each, get all threads only if they are
    large or other processes leave the CPUs idle; one thread otherwise."""
    if macs >= SMALL or _watch.others_idle():
        yield
    else:
        with one_thread():
            yield


@contextlib.contextmanager
def one_thread():
    """Runs the products inside on one BLAS thread, then restores the thread count."""
    if not _controls:
        _controls.append(_find_thread_controls())
    if _controls[0] is None:
        yield
        return
    setter, getter = _controls[0]
    threads = getter()
    setter(1)
    try:
        yield
    finally:
        setter(threads)
