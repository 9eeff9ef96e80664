"""``tf.errors``: the exception classes TF raises when a graph runs.

Mirrors ``tensorflow/python/framework/errors_impl.py``. A run-time failure is an ``OpError``
subclass that knows the failing node; as in TF 2.x's compat.v1, its message starts with
"Graph execution error:" and then gives the classic TF1 text ("Attempting to use
uninitialized value W"), ending with the node's name. The core raises the few classes here;
``scopelab/errors.py`` (``tf.errors``) has TF's others, all ``OpError``s.

>>> e = FailedPreconditionError(None, None, "Attempting to use uninitialized value W")
>>> isinstance(e, OpError), e.message
(True, 'Attempting to use uninitialized value W')
"""


class OpError(Exception):
    """A failure while running an op; ``op`` is the Operation (or None)."""

    def __init__(self, node_def, op, message, *args):
        super().__init__(message)
        self.node_def, self.op, self.message = node_def, op, message

    def __str__(self):
        return self.message


class InvalidArgumentError(OpError):
    """A bad value was supplied: an unfed placeholder, incompatible shapes."""


class FailedPreconditionError(OpError):
    """The system is not in a state to run the op, e.g. a variable is uninitialized."""


class UnimplementedError(OpError):
    """An op scopelab has no kernel for."""


class InaccessibleTensorError(ValueError):
    """A tensor was fetched from where it may not exist, e.g. inside a ``tf.cond`` branch."""


class OperatorNotAllowedInGraphError(TypeError):
    """A Python operation that needs a value (``if tensor:``) was tried on a graph tensor."""


def graph_execution_error(cls, op, detail, node_name=None):
    """The exception TF 2.x raises from ``Session.run`` for a failing node ``op``."""
    text = "Graph execution error:\n\n%s\n\t [[{{node %s}}]]" % (detail, node_name or op.name)
    return cls(None, op, text)


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
