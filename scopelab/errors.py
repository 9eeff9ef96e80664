"""``tf.errors``: the exception classes TF raises when a graph runs.

Mirrors ``tensorflow/python/framework/errors_impl.py``. A run-time failure is an ``OpError``
subclass that knows the failing node; like TF 2.x compat.v1, its message starts with
"Graph execution error:" and then gives the classic TF1 text, e.g.
"Attempting to use uninitialized value W". ``OpError`` and the classes the core raises are
the core's (``core/errors.py``); the others are here. Left out: error codes as protobuf enums.

>>> e = FailedPreconditionError(None, None, "Attempting to use uninitialized value W")
>>> isinstance(e, OpError), e.message
(True, 'Attempting to use uninitialized value W')
"""
from .core.errors import (FailedPreconditionError, InaccessibleTensorError,  # noqa: F401
                          InvalidArgumentError, OperatorNotAllowedInGraphError, OpError,
                          UnimplementedError, graph_execution_error)


class CancelledError(OpError):
    """The run, or the session, was stopped (a closed session's callables)."""


class DeadlineExceededError(OpError):
    """A run took longer than its timeout (``RunOptions.timeout_in_ms``)."""


class NotFoundError(OpError):
    """Something named (a file, a checkpoint entry, a device) does not exist."""


class AlreadyExistsError(OpError):
    """What was to be made exists already (a file that must be new)."""


class PermissionDeniedError(OpError):
    """Not allowed: e.g. writing to a file opened for reading."""


class OutOfRangeError(OpError):
    """Past the end: an exhausted iterator, a counter past its limit."""


class ResourceExhaustedError(OpError):
    """Out of memory, or of some other resource (a ``MemoryError`` inside ``tf.py_func``)."""


class UnknownError(OpError):
    """An error TF cannot classify, e.g. most Python exceptions raised inside ``tf.py_func``."""


class InternalError(OpError):
    """Something broke that should not have: a kernel given values it cannot take."""


class DataLossError(OpError):
    """A file's bytes are damaged or cut short, e.g. a checkpoint whose checksum fails."""
