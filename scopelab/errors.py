"""``tf.errors``: the exception classes TF raises when a graph runs, and their error codes.

Mirrors ``tensorflow/python/framework/errors_impl.py``. A run-time failure is an ``OpError``
subclass that knows the failing node (``op``, ``node_def``) and carries TF's canonical error
code (``error_code``: ``INVALID_ARGUMENT`` is 3, as in TF's ``error_codes.proto``); like TF 2.x
compat.v1, its message starts with "Graph execution error:" and then gives the classic TF1
text, e.g. "Attempting to use uninitialized value W". Left out: the stack trace of the failing
op that TF appends to ``str(e)`` ("Original stack trace for ..."): scopelab does not record
where every op was built; and ``raise_exception_on_not_ok_status``, a status handle for TF's
C API, which scopelab does not have.

>>> e = FailedPreconditionError(None, None, "Attempting to use uninitialized value W")
>>> isinstance(e, OpError), e.message, e.error_code == FAILED_PRECONDITION
(True, 'Attempting to use uninitialized value W', True)
>>> exception_type_from_error_code(NOT_FOUND).__name__
'NotFoundError'
"""
import warnings

from .core.errors import (  # noqa: F401 - the core's classes and codes are tf.errors' too
    ABORTED, ALREADY_EXISTS, CANCELLED, DATA_LOSS, DEADLINE_EXCEEDED, FAILED_PRECONDITION,
    INTERNAL, INVALID_ARGUMENT, NOT_FOUND, OK, OUT_OF_RANGE, PERMISSION_DENIED,
    RESOURCE_EXHAUSTED, UNAUTHENTICATED, UNAVAILABLE, UNIMPLEMENTED, UNKNOWN, _CLASS_OF_CODE,
    FailedPreconditionError, InaccessibleTensorError, InvalidArgumentError,
    OperatorNotAllowedInGraphError, OpError, UnimplementedError, graph_execution_error)
from .left_out import missing_names as _missing_names


class CancelledError(OpError, code=CANCELLED):
    """The op was cancelled, e.g. its session was closed."""


class UnknownError(OpError, code=UNKNOWN):
    """An error TF cannot classify, e.g. most Python exceptions raised inside ``tf.py_func``."""


class DeadlineExceededError(OpError, code=DEADLINE_EXCEEDED):
    """A run took longer than its timeout (``RunOptions.timeout_in_ms``)."""


class NotFoundError(OpError, code=NOT_FOUND):
    """Something named (a file, a checkpoint entry) does not exist."""


class AlreadyExistsError(OpError, code=ALREADY_EXISTS):
    """Something to be created exists already."""


class PermissionDeniedError(OpError, code=PERMISSION_DENIED):
    """Not allowed: e.g. writing to a file opened for reading."""


class UnauthenticatedError(OpError, code=UNAUTHENTICATED):
    """The request has no valid credentials (TF's remote file systems raise it)."""


class ResourceExhaustedError(OpError, code=RESOURCE_EXHAUSTED):
    """Out of memory, or of some other resource (a ``MemoryError`` inside ``tf.py_func``)."""


class AbortedError(OpError, code=ABORTED):
    """The op was aborted, e.g. by a concurrent action."""


class OutOfRangeError(OpError, code=OUT_OF_RANGE):
    """Reading past an end, e.g. an exhausted dataset iterator."""


class InternalError(OpError, code=INTERNAL):
    """Something the runtime should never meet."""


class UnavailableError(OpError, code=UNAVAILABLE):
    """A service (in TF, a remote worker) cannot be reached now."""


class DataLossError(OpError, code=DATA_LOSS):
    """A file's bytes are damaged or cut short, e.g. a checkpoint whose checksum fails."""


def exception_type_from_error_code(error_code):
    """The OpError subclass of TF's ``error_code`` (a KeyError for OK or an unknown code)."""
    return _CLASS_OF_CODE[error_code]


def error_code_from_exception_type(cls):
    """The error code of the OpError subclass ``cls``. For any other class TF warns and
    returns (not raises) an UnknownError, with None for payloads; so does scopelab."""
    for code, known in _CLASS_OF_CODE.items():
        if known is cls:
            return code
    warnings.warn("Unknown class exception")
    return UnknownError(None, None, "Unknown class exception", None)


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
