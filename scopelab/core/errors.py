"""``tf.errors``' base: ``OpError``, the error codes, and the errors the core raises.

Mirrors ``tensorflow/python/framework/errors_impl.py``. A run-time failure is an ``OpError``
subclass that knows the failing node (``op``, ``node_def``) and carries TF's canonical error
code (``error_code``: ``INVALID_ARGUMENT`` is 3, as in TF's ``error_codes.proto``); as in TF
2.x's compat.v1, its message starts with "Graph execution error:" and then gives the classic
TF1 text ("Attempting to use uninitialized value W"), ending with the node's name. The other
classes of ``tf.errors`` are in ``scopelab/errors.py``.

>>> e = FailedPreconditionError(None, None, "Attempting to use uninitialized value W")
>>> isinstance(e, OpError), e.message, e.error_code == FAILED_PRECONDITION
(True, 'Attempting to use uninitialized value W', True)
"""
import inspect


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
        names = [p.name for p in inspect.signature(type(self).__init__).parameters.values()
                 if p.kind is p.POSITIONAL_OR_KEYWORD][1:]
        return type(self), tuple(getattr(self, n) for n in names)

    def __str__(self):
        return self.message


class InvalidArgumentError(OpError, code=INVALID_ARGUMENT):
    """A bad value was supplied: an unfed placeholder, incompatible shapes."""


class FailedPreconditionError(OpError, code=FAILED_PRECONDITION):
    """The system is not in a state to run the op, e.g. a variable is uninitialized."""


class UnimplementedError(OpError, code=UNIMPLEMENTED):
    """The op has no kernel for this case."""


class InaccessibleTensorError(ValueError):
    """A tensor was fetched from where it may not exist, e.g. inside a ``tf.cond`` branch."""


class OperatorNotAllowedInGraphError(TypeError):
    """A Python operation that needs a value (``if tensor:``) was tried on a graph tensor."""


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
    return cls(getattr(op, "node_def", None), op, text)  # the engine's ops have NodeDefs


def not_allowed_in_graph(task):
    """TF's error for ``task`` ("Iterating over a symbolic `tf.Tensor`") on a graph tensor."""
    return OperatorNotAllowedInGraphError(
        task + " is not allowed. You can attempt the following resolutions to the problem: If "
        "you are running in Graph mode, use Eager execution mode or decorate this function with "
        "@tf.function. If you are using AutoGraph, you can try decorating this function with "
        "@tf.function. If that does not work, then you may be using an unsupported feature or "
        "your source code may not be visible to AutoGraph. See https://github.com/tensorflow/"
        "tensorflow/blob/master/tensorflow/python/autograph/g3doc/reference/limitations.md"
        "#access-to-source-code for more information.")
