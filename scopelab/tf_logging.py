"""``tf.logging``: TF1's log functions, on Python's ``logging`` under the "tensorflow" logger.

Mirrors ``tensorflow/python/platform/tf_logging.py``. The "tensorflow" logger gets its own
handler the first time it is used (unless the root logger already has one), printing
``INFO:tensorflow:message`` to stderr, or to stdout in an interactive shell. Its level is
unset, so the root logger's WARNING hides INFO until ``set_verbosity(tf.logging.INFO)``.
``tf.app.run`` adds absl's handler to the root logger (``use_absl_handler``) and lowers the
root level to INFO: from then on each message prints twice, as in TF 2.x, the second time
with absl's prefix (``I0102 03:04:05.000006 140000 train.py:12] message``).
Left out: ``vlog``'s verbosity levels (it logs at the given level, as TF's does).

>>> import scopelab as tf
>>> tf.logging.get_verbosity() in (tf.logging.INFO, tf.logging.WARN)
True
"""
import logging
import os
import sys
import threading
import time
from logging import DEBUG, ERROR, FATAL, INFO, WARN  # noqa: F401 - TF's level names

from .core.state import engine
from .left_out import missing_names as _missing_names

def _caller_of_logging(stack_info=False, stacklevel=1):
    """``Logger.findCaller`` that skips this module, so a record names the user's line."""
    frame = sys._getframe(1)
    skipped = (_caller_of_logging.__code__.co_filename, logging.info.__code__.co_filename)
    while frame is not None and frame.f_code.co_filename in skipped:
        frame = frame.f_back
    if frame is None:
        return "(unknown file)", 0, "(unknown function)", None
    return frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name, None


class _StreamNow(logging.StreamHandler):
    """Writes to whatever ``sys.stdout``/``sys.stderr`` is when a record comes (Jupyter and
    pytest swap them), not the stream of the moment the handler was made."""

    def __init__(self, stream_name):
        super().__init__()
        self.stream_name = stream_name

    stream = property(lambda self: getattr(sys, self.stream_name), lambda self, value: None)


def get_logger():
    """The "tensorflow" logger, given a handler on first use as TF does."""
    if engine.logger is None:
        logger = logging.getLogger("tensorflow")
        logger.findCaller = _caller_of_logging
        # A configured root logger already prints what propagates to it: no second handler.
        if not logging.getLogger().handlers:
            interactive = hasattr(sys, "ps1") or sys.flags.interactive
            if interactive:
                logger.setLevel(INFO)
            handler = _StreamNow("stdout" if interactive else "stderr")
            handler.setFormatter(logging.Formatter(logging.BASIC_FORMAT))
            logger.addHandler(handler)
        engine.logger = logger
    return engine.logger


def log(level, msg, *args, **kwargs):
    get_logger().log(level, msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    get_logger().debug(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    get_logger().info(msg, *args, **kwargs)


def warning(msg, *args, **kwargs):
    get_logger().warning(msg, *args, **kwargs)


warn = warning

def warn_deprecated(what, module, instructions, depth=2):
    """TF's warning when a deprecated function is first called (once per function): it names
    the caller's line (``depth`` frames up from here), the function and what to use instead."""
    if what in engine.deprecations_warned:
        return
    engine.deprecations_warned.add(what)
    caller = sys._getframe(depth)
    warning("From %s:%d: %s (from %s) is deprecated and will be removed in a future version.\n"
            "Instructions for updating:\n%s", caller.f_code.co_filename, caller.f_lineno, what,
            module, instructions)


def error(msg, *args, **kwargs):
    get_logger().error(msg, *args, **kwargs)


def fatal(msg, *args, **kwargs):
    """Logs at FATAL (Python's CRITICAL); unlike C++ TF, it does not stop the program."""
    get_logger().fatal(msg, *args, **kwargs)


def vlog(level, msg, *args, **kwargs):
    get_logger().log(level, msg, *args, **kwargs)


def log_if(level, msg, condition, *args):
    if condition:
        vlog(level, msg, *args)


def TaskLevelStatusMessage(msg):  # noqa: N802 - TF's name
    error(msg)


def flush():
    """TF's own ``flush`` raises NotImplementedError; so does this one."""
    raise NotImplementedError()


def _count_for_caller():
    """How often this was reached before from the same place, counted from 0. TF keys the count
    by the first frame *above* the caller that lies in another file, or ``('<unknown>', 0)``
    when there is none: so every call from a script's top level shares one count."""
    frame = sys._getframe(2)
    own_file = frame.f_code.co_filename
    while frame is not None and frame.f_code.co_filename == own_file:
        frame = frame.f_back
    key = ("<unknown>", 0) if frame is None else (frame.f_code.co_filename, frame.f_lineno)
    counts = engine.log_counts
    counts[key] = counts.get(key, -1) + 1
    return counts[key]


def log_every_n(level, msg, n, *args):
    """Logs the 1st, (n+1)th, (2n+1)th... call from one place (see ``_count_for_caller``)."""
    log_if(level, msg, not _count_for_caller() % n, *args)


def log_first_n(level, msg, n, *args):
    """Logs the first n calls from one place (see ``_count_for_caller``)."""
    log_if(level, msg, _count_for_caller() < n, *args)


def get_verbosity():
    return get_logger().getEffectiveLevel()


def set_verbosity(v):
    get_logger().setLevel(v)


# ---------------------------------------------------------------------------- absl's handler
class AbslFormatter(logging.Formatter):
    """absl's line prefix: severity letter, month and day, time with microseconds, thread id,
    file:line. A FATAL record from a non-absl logger shows as E with "CRITICAL - "."""

    def format(self, record):
        level, critical = record.levelno, ""
        if level >= FATAL:
            level, critical = ERROR, "CRITICAL - "
        letter = "I" if level < WARN else "W" if level < ERROR else "E"
        t = time.localtime(record.created)
        prefix = "%c%02d%02d %02d:%02d:%02d.%06d %5d %s:%d] %s" % (
            letter, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec,
            int(record.created % 1.0 * 1e6), threading.get_ident() & (2 * sys.maxsize + 1),
            os.path.basename(record.pathname), record.lineno, critical)
        return prefix + record.getMessage()


_absl_handler = _StreamNow("stderr")
_absl_handler.setFormatter(AbslFormatter())


def use_absl_handler():
    """What ``absl.app.run`` does to logging: the root logger prints through absl's handler
    (replacing its stderr stream handlers) at level INFO."""
    get_logger()  # TF set up its logger on import, before the root logger had a handler
    root = logging.getLogger()
    if _absl_handler not in root.handlers:
        for handler in list(root.handlers):
            if isinstance(handler, logging.StreamHandler) and \
                    getattr(handler, "stream", None) is sys.stderr:
                root.removeHandler(handler)
        root.addHandler(_absl_handler)
        root.setLevel(INFO)


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
