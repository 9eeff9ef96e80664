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

from .left_out import missing_names as _missing_names

# TF's canonical error codes (tensorflow/core/protobuf/error_codes.proto), as plain integers.
(OK, CANCELLED, UNKNOWN, INVALID_ARGUMENT, DEADLINE_EXCEEDED, NOT_FOUND, ALREADY_EXISTS,
 PERMISSION_DENIED, RESOURCE_EXHAUSTED, FAILED_PRECONDITION, ABORTED, OUT_OF_RANGE,
 UNIMPLEMENTED, INTERNAL, UNAVAILABLE, DATA_LOSS, UNAUTHENTICATED) = range(17)

# code -> the subclass of OpError that stands for it, filled as the classes below are defined.
_CLASS_OF_CODE = {}


class OpError(Exception):
    """A failure while running an op: ``op`` is the Operation (or None), ``node_def`` its
    NodeDef (or None), ``error_code`` one of the codes above. A subclass fixes its code
    (``class NotFoundError(OpError, code=NOT_FOUND)``) and so takes one argument less."""

    def __init__(self, node_def, op, message, error_code, *args):
        super().__init__()  # as TF: e.args is empty, the text lives in e.message
        self._node_def = node_def
        self._op = op
        self._message = message
        self._error_code = error_code
        # TF's optional first extra argument: a dict of details ("payloads").
        self._experimental_payloads = args[0] if args else {}

    def __init_subclass__(cls, code=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if code is not None:
            _CLASS_OF_CODE.setdefault(code, cls)

            def __init__(self, node_def, op, message, *args):
                OpError.__init__(self, node_def, op, message, code, *args)
            cls.__init__ = __init__

    message = property(lambda self: self._message, doc="The text that describes the failure.")
    op = property(lambda self: self._op, doc="The Operation that failed, if known.")
    node_def = property(lambda self: self._node_def, doc="The failing op's NodeDef, if known.")
    error_code = property(lambda self: self._error_code, doc="TF's integer error code.")
    experimental_payloads = property(lambda self: self._experimental_payloads,
                                     doc="A dict of details about the failure.")

    def __reduce__(self):
        # Pickled as TF does: the class, called again with the values of the arguments its
        # __init__ names (the payloads, passed through *args, are not kept).
        import inspect
        names = [p.name for p in inspect.signature(type(self).__init__).parameters.values()
                 if p.kind is p.POSITIONAL_OR_KEYWORD][1:]
        return type(self), tuple(getattr(self, n) for n in names)

    def __str__(self):
        return self.message


class CancelledError(OpError, code=CANCELLED):
    """The op was cancelled, e.g. its session was closed."""


class UnknownError(OpError, code=UNKNOWN):
    """An error TF cannot classify, e.g. most Python exceptions raised inside ``tf.py_func``."""


class InvalidArgumentError(OpError, code=INVALID_ARGUMENT):
    """A bad value was supplied: an unfed placeholder, incompatible shapes."""


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


class FailedPreconditionError(OpError, code=FAILED_PRECONDITION):
    """The system is not in a state to run the op, e.g. a variable is uninitialized."""


class AbortedError(OpError, code=ABORTED):
    """The op was aborted, e.g. by a concurrent action."""


class OutOfRangeError(OpError, code=OUT_OF_RANGE):
    """Reading past an end, e.g. an exhausted dataset iterator."""


class UnimplementedError(OpError, code=UNIMPLEMENTED):
    """The op has no kernel for this case."""


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


class InaccessibleTensorError(ValueError):
    """A tensor was fetched from where it may not exist, e.g. inside a ``tf.cond`` branch."""


class OperatorNotAllowedInGraphError(TypeError):
    """A Python operation that needs a value (``if tensor:``) was tried on a symbolic tensor."""


def graph_execution_error(cls, op, detail, node_name=None):
    """The exception TF 2.x raises from ``Session.run`` for a failing node ``op`` (or for the
    node ``node_name`` it stands for). As TF's session does, the error knows the op its message
    names, and that op's NodeDef, when the graph has an op of that name."""
    name = node_name or op.name
    text = "Graph execution error:\n\n%s\n\t [[{{node %s}}]]" % (detail, name)
    if name != op.name:
        try:
            op = op.graph.get_operation_by_name(name)
        except KeyError:
            return cls(None, None, text)
    return cls(op.node_def, op, text)


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
