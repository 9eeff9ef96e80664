"""How the fast kernels use the cores: threads of their own, each running BLAS on one thread.

numpy's BLAS (OpenBLAS) splits every matrix product across all cores by itself: in equal
shares, decided up front, with helper threads that spin while they wait for the next product.
On an idle machine that is fine. When another process wants a core it is a disaster: the share
whose thread lost its core holds up the whole product while the spinning helpers take cores
from everyone, and a training step took 2-4 times as long as on one thread.

So the fast kernels cut their work into more tasks than there are cores (row blocks of a
product, chunks of an update, groups of images) and ``run_tasks`` hands them out, one at a time,
to the calling thread and a few workers: a thread that lost its core just takes fewer tasks, and
nobody spins. Workers sleep between tasks, and waking one takes tens of microseconds on a
virtual machine. So while another process keeps some of the cores busy and leaves the others
to us, ``run_tasks`` wakes only as many workers as there are cores left (``cpu_watch``): a
worker that has to wait for a busy core holds up the end, and with two cores and one taken,
blocks of a product took up to twice as long as the whole product on one thread. When other
processes want more than all the cores, every thread gets its share of them, and all our
threads run again. numpy lets go of Python's lock (the GIL) inside BLAS, ufunc loops, copies and
FFTs, so the tasks really run side by side. Meanwhile BLAS itself runs on one thread
(``one_blas_thread``), switched through OpenBLAS's C API as threadpoolctl does; where numpy is
built on another BLAS, that switch does nothing.

>>> import numpy as np
>>> squares = np.zeros(5)
>>> def square(i):
...     squares[i] = i * i
>>> with one_blas_thread():
...     run_tasks(square, 5)
>>> squares.tolist()
[0.0, 1.0, 4.0, 9.0, 16.0]
"""
import contextlib
import ctypes
import glob
import os
import queue
import threading
import time

import numpy as np

from .cpu_watch import others_cores

CORES = os.cpu_count() or 1

_workers = []  # a thread pool, made on first use: importing concurrent.futures takes 3 ms
_WORKER_NAME = "scopelab-fast"
_handed_out = [float("-inf")]  # when run_tasks last gave tasks to the workers


def run_tasks(task, count):
    """Calls ``task(0)``, ..., ``task(count - 1)`` on ``task_threads()`` threads; returns when
    all are done.

    A task that hands out tasks itself runs them on its own thread: the workers may all be
    busy with tasks like it, and waiting for them would never end.
    """
    helpers = min(task_threads(), count) - 1
    if helpers <= 0 or threading.current_thread().name.startswith(_WORKER_NAME):
        for i in range(count):
            task(i)
        return
    todo = queue.SimpleQueue()
    for i in range(count):
        todo.put(i)

    def work():
        while True:
            try:
                i = todo.get_nowait()
            except queue.Empty:
                return
            task(i)
    if not _workers:
        from concurrent.futures import ThreadPoolExecutor
        _workers.append(ThreadPoolExecutor(CORES - 1, thread_name_prefix=_WORKER_NAME))
    _handed_out[0] = time.monotonic()
    running = [_workers[0].submit(work) for _ in range(helpers)]
    try:
        work()
    finally:
        for helper in running:
            helper.result()


def task_threads():
    """How many threads ``run_tasks`` uses: all the cores, unless other processes keep some of
    them busy and leave the others free (then those others only)."""
    others = int(others_cores() + 0.5)
    return CORES if others >= CORES else CORES - others


def workers_idle_for(seconds):
    """Whether ``run_tasks`` has given the workers nothing for ``seconds``."""
    return time.monotonic() - _handed_out[0] > seconds


def blocks(size, count):
    """``count`` slices that cut ``range(size)`` into nearly equal blocks (none empty)."""
    count = max(1, min(count, size))
    edges = [size * i // count for i in range(count + 1)]
    return [slice(a, b) for a, b in zip(edges, edges[1:])]


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


# The BLAS switch: its controls (found on first use), how many callers are inside
# one_blas_thread, and the thread count to restore when the last one leaves.
_blas = {"controls": [], "inside": 0, "threads": None}
_blas_lock = threading.Lock()


@contextlib.contextmanager
def one_blas_thread():
    """Runs the products inside on one BLAS thread, then restores the thread count."""
    with _blas_lock:
        if not _blas["controls"]:
            _blas["controls"].append(_find_thread_controls())
        controls = _blas["controls"][0]
        if controls is not None and not _blas["inside"]:
            _blas["threads"] = controls[1]()
            controls[0](1)
        _blas["inside"] += 1
    try:
        yield
    finally:
        with _blas_lock:
            _blas["inside"] -= 1
            if controls is not None and not _blas["inside"]:
                controls[0](_blas["threads"])
