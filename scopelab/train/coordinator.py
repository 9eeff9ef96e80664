"""The threads around a training loop: ``tf.train.Coordinator``, ``LooperThread``,
``start_queue_runners``.

Mirrors ``coordinator.py``: a ``Coordinator`` is plain Python threading, one
``threading.Event`` that any thread sets with ``request_stop`` and all poll with
``should_stop``. The first exception a thread reports (``request_stop(ex)``, or leaving a
``with coord.stop_on_exception():`` block by one) is kept and raised again in the thread that
calls ``join``; ``OutOfRangeError`` (the end of the input) stops the threads cleanly instead.
``join`` waits for the threads to end once a stop is requested, at most
``stop_grace_period_secs``, and then raises ``RuntimeError`` naming those still running. Once
joined, a thread that reports an exception gets it raised back at once.
``start_queue_runners`` / ``add_queue_runner`` (``queue_runner_impl.py``) start the threads of
the queue runners in a collection: scopelab has no queues, so the collection holds only
what a program adds itself, and usually nothing (TF then warns, and returns ``[]``).
Left out: ``QueueRunner`` itself (it needs a queue).

>>> import threading
>>> coord = Coordinator()
>>> def work(n):
...     with coord.stop_on_exception():
...         if n == 2:
...             raise ValueError("worker %d failed" % n)
...         coord.wait_for_stop()
>>> threads = [threading.Thread(target=work, args=(n,)) for n in range(3)]
>>> for t in threads:
...     t.start()
>>> coord.join(threads)
Traceback (most recent call last):
ValueError: worker 2 failed
>>> coord.should_stop(), coord.joined
(True, True)
"""
import sys
import threading
import time

from .. import errors, tf_logging
from ..compat import as_str_any
from ..default_graph import get_collection, get_default_graph
from ..graph_keys import GraphKeys
from ..session import BaseSession, get_default_session


class Coordinator:
    """Tells a group of threads when to stop, and hands their first exception to ``join``."""

    def __init__(self, clean_stop_exception_types=None):
        if clean_stop_exception_types is None:
            clean_stop_exception_types = (errors.OutOfRangeError,)
        self._clean_stop_exception_types = tuple(clean_stop_exception_types)
        self._lock = threading.Lock()
        self._stop_event = threading.Event()
        self._exc_info_to_raise = None  # (type, exception, traceback) of the first error
        self._joined = False
        self._registered_threads = set()

    def _filter_exception(self, ex):
        """None for an exception that only means "stop" (``OutOfRangeError``), else ``ex``."""
        exception = ex[1] if isinstance(ex, tuple) else ex
        return None if isinstance(exception, self._clean_stop_exception_types) else ex

    def request_stop(self, ex=None):
        """Asks every thread to stop. ``ex``, an exception or ``sys.exc_info()``, is kept (the
        first one only) and raised by ``join``; after ``join`` it is raised here at once."""
        with self._lock:
            ex = self._filter_exception(ex)
            if self._joined and ex is not None:
                # TF takes an exception instance from sys.exc_info(): the one being handled.
                _, exception, _ = ex if isinstance(ex, tuple) else sys.exc_info()
                raise exception
            if self._stop_event.is_set():
                return
            if ex and self._exc_info_to_raise is None:
                if isinstance(ex, tuple):
                    tf_logging.info("Error reported to Coordinator: %s", as_str_any(ex[1]),
                                    exc_info=ex)
                    self._exc_info_to_raise = ex
                else:
                    tf_logging.info("Error reported to Coordinator: %s, %s", type(ex),
                                    as_str_any(ex))
                    self._exc_info_to_raise = sys.exc_info()
                if (len(self._exc_info_to_raise) != 3 or not self._exc_info_to_raise[0] or
                        not self._exc_info_to_raise[1]):
                    # An exception passed outside an except block (sys.exc_info() is empty).
                    # TF formats the tuple itself as the message's arguments: for three (or
                    # two) items that is a TypeError, which the caller gets, with no stop.
                    error = ValueError("ex must be a tuple or sys.exc_info must return the "
                                       "current exception: %s" % self._exc_info_to_raise)
                    self._exc_info_to_raise = (ValueError, error, None)
            self._stop_event.set()

    def clear_stop(self):
        """Forgets the stop request and its exception, so the threads can be started again."""
        with self._lock:
            self._joined = False
            self._exc_info_to_raise = None
            self._stop_event.clear()

    def should_stop(self):
        return self._stop_event.is_set()

    def stop_on_exception(self):
        """A ``with`` block that reports any exception leaving it to ``request_stop``, and
        swallows it: the thread ends, and ``join`` raises it in the joining thread."""
        return _StopOnException(self)

    def wait_for_stop(self, timeout=None):
        """Waits until a stop is requested (or ``timeout`` seconds): True if one was."""
        return self._stop_event.wait(timeout)

    def register_thread(self, thread):
        """Adds ``thread`` to those ``join`` waits for."""
        with self._lock:
            self._registered_threads.add(thread)

    def join(self, threads=None, stop_grace_period_secs=120, ignore_live_threads=False):
        """Waits for ``threads`` and the registered ones; raises the first reported exception,
        or ``RuntimeError`` for threads still alive ``stop_grace_period_secs`` after a stop
        was requested (only logged with ``ignore_live_threads``)."""
        with self._lock:
            threads = list(self._registered_threads.union(threads or ()))
        while any(t.is_alive() for t in threads) and not self.wait_for_stop(1.0):
            pass
        # A stop was requested: give the live threads the grace period, polling ever slower.
        pause = 0.001
        while any(t.is_alive() for t in threads) and stop_grace_period_secs >= 0.0:
            time.sleep(pause)
            stop_grace_period_secs -= pause
            pause = max(min(2 * pause, stop_grace_period_secs), 0.001)
        stragglers = [t.name for t in threads if t.is_alive()]
        with self._lock:
            self._joined = True
            self._registered_threads = set()
            if self._exc_info_to_raise:
                _, exception, _ = self._exc_info_to_raise
                raise exception
            if stragglers:
                message = "Coordinator stopped with threads still running: %s"
                if not ignore_live_threads:
                    raise RuntimeError(message % " ".join(stragglers))
                tf_logging.info(message, " ".join(stragglers))

    @property
    def joined(self):
        return self._joined

    def raise_requested_exception(self):
        """Raises the reported exception, if there is one."""
        with self._lock:
            if self._exc_info_to_raise:
                _, exception, _ = self._exc_info_to_raise
                raise exception


class _StopOnException:
    """The context manager of ``Coordinator.stop_on_exception``."""

    def __init__(self, coord):
        self.coord = coord

    def __enter__(self):
        return None

    def __exit__(self, exc_type, exc, traceback):
        if exc_type is not None:
            self.coord.request_stop((exc_type, exc, traceback))
        return True  # the exception is the coordinator's now


class LooperThread(threading.Thread):
    """A daemon thread that calls ``target`` again and again (every ``timer_interval_secs``
    seconds, or back to back when None) until its coordinator says stop."""

    def __init__(self, coord, timer_interval_secs, target=None, args=None, kwargs=None):
        if not isinstance(coord, Coordinator):
            raise ValueError("'coord' argument must be a Coordinator: %s" % coord)
        super().__init__()
        self.daemon = True
        self._coord = coord
        self._timer_interval_secs = timer_interval_secs
        self._target = target
        if self._target:
            self._args, self._kwargs = args or (), kwargs or {}
        elif args or kwargs:
            raise ValueError("'args' and 'kwargs' argument require that you also pass 'target'")
        self._coord.register_thread(self)

    @staticmethod
    def loop(coord, timer_interval_secs, target, args=None, kwargs=None):
        """A started ``LooperThread`` calling ``target(*args, **kwargs)``."""
        looper = LooperThread(coord, timer_interval_secs, target=target, args=args,
                              kwargs=kwargs)
        looper.start()
        return looper

    def run(self):
        with self._coord.stop_on_exception():
            self.start_loop()
            if self._timer_interval_secs is None:
                while not self._coord.should_stop():
                    self.run_loop()
            else:
                next_time = time.time()
                while not self._coord.wait_for_stop(next_time - time.time()):
                    next_time += self._timer_interval_secs
                    self.run_loop()
            self.stop_loop()

    def start_loop(self):
        """Called once, before the first ``run_loop`` (subclasses override it)."""

    def stop_loop(self):
        """Called once, after the last ``run_loop`` (subclasses override it)."""

    def run_loop(self):
        if self._target:
            self._target(*self._args, **self._kwargs)


_QUEUES_GONE = "To construct input pipelines, use the `tf.data` module."


def add_queue_runner(qr, collection=GraphKeys.QUEUE_RUNNERS):
    """Adds ``qr`` to ``collection``, for ``start_queue_runners``."""
    tf_logging.warn_deprecated("add_queue_runner",
                               "tensorflow.python.training.queue_runner_impl", _QUEUES_GONE)
    get_default_graph().add_to_collection(collection, qr)


def start_queue_runners(sess=None, coord=None, daemon=True, start=True,
                        collection=GraphKeys.QUEUE_RUNNERS):
    """The threads of every queue runner in ``collection`` (``qr.create_threads``), in
    ``sess`` (the default session if None)."""
    tf_logging.warn_deprecated("start_queue_runners",
                               "tensorflow.python.training.queue_runner_impl", _QUEUES_GONE)
    if sess is None:
        sess = get_default_session()
        if not sess:
            raise ValueError("Cannot start queue runners: No default session is registered. "
                             "Use `with sess.as_default()` or pass an explicit session to "
                             "tf.start_queue_runners(sess=sess)")
    if not isinstance(sess, BaseSession):
        raise TypeError("sess must be a `tf.Session` object. Given class: {}"
                        .format(sess.__class__))
    queue_runners = get_collection(collection)
    if not queue_runners:
        tf_logging.warning("`tf.train.start_queue_runners()` was called when no queue runners "
                           "were defined. You can safely remove the call to this deprecated "
                           "function.")
    with sess.graph.as_default():
        return [thread for qr in get_collection(collection)
                for thread in qr.create_threads(sess, coord=coord, daemon=daemon, start=start)]
