"""``tf.errors``: the exception classes TF raises when a graph runs.

Mirrors ``tensorflow/python/framework/errors_impl.py``. A run-time failure is an ``OpError``
subclass that knows the failing node; like TF 2.x compat.v1, its message starts with
"Graph execution error:" and then gives the classic TF1 text, e.g.
"Attempting to use uninitialized value W". Left out: error codes as protobuf enums.

>>> e = FailedPreconditionError(None, None, "Attempting to use uninitialized value W")
>>> isinstance(e, OpError), e.message
(True, 'Attempting to use uninitialized value W')
"""


class OpError(Exception):
    """A failure while running an op; ``op`` is the Operation (or None)."""

    def __init__(self, node_def, op, message, *args):
        super().__init__(message)
        self.node_def = node_def
        self.op = op
        self.message = message

    def __str__(self):
        return self.message


class CancelledError(OpError):
    pass


class InvalidArgumentError(OpError):
    """A bad value was supplied: an unfed placeholder, incompatible shapes."""


class DeadlineExceededError(OpError):
    """A run took longer than its timeout (``RunOptions.timeout_in_ms``)."""


class NotFoundError(OpError):
    """Something named (a file, a checkpoint entry) does not exist."""


class AlreadyExistsError(OpError):
    pass


class PermissionDeniedError(OpError):
    """Not allowed: e.g. writing to a file opened for reading."""


class FailedPreconditionError(OpError):
    """The system is not in a state to run the op, e.g. a variable is uninitialized."""


class OutOfRangeError(OpError):
    pass


class UnimplementedError(OpError):
    pass


class ResourceExhaustedError(OpError):
    """Out of memory, or of some other resource (a ``MemoryError`` inside ``tf.py_func``)."""


class UnknownError(OpError):
    """An error TF cannot classify, e.g. most Python exceptions raised inside ``tf.py_func``."""


class InternalError(OpError):
    pass


class DataLossError(OpError):
    """A file's bytes are damaged or cut short, e.g. a checkpoint whose checksum fails."""


class InaccessibleTensorError(ValueError):
    """A tensor was fetched from where it may not exist, e.g. inside a ``tf.cond`` branch."""


class OperatorNotAllowedInGraphError(TypeError):
    """A Python operation that needs a value (``if tensor:``) was tried on a symbolic tensor."""


def graph_execution_error(cls, op, detail, node_name=None):
    """The exception TF 2.x raises from ``Session.run`` for a failing node ``op``."""
    text = "Graph execution error:\n\n%s\n\t [[{{node %s}}]]" % (detail, node_name or op.name)
    return cls(None, op, text)
