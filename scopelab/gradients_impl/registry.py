"""Registering gradients: op type -> the Python function that builds that op's gradient.

Mirrors ``ops.RegisterGradient`` / ``ops.NotDifferentiable`` / ``ops.get_gradient_function``
of ``tensorflow/python/framework/ops.py``. A gradient function is called as
``fn(op, *output_grads)`` inside the name scope ``gradients/<op name>_grad`` and returns one
gradient (a Tensor or None) per input of ``op``. ``NotDifferentiable`` registers None: the
op passes no gradient back, which is different from an op nobody registered (an error).
The table itself, ``GRADIENTS``, and its reader ``get_gradient_function`` are declared with the
engine's other global state in ``global_state.py``; it honours ``Graph.gradient_override_map``.

>>> from scopelab.gradients_impl.registry import GRADIENTS, RegisterGradient
>>> @RegisterGradient("MyIdentity")
... def _my_identity_grad(op, grad):
...     return grad
>>> GRADIENTS["MyIdentity"] is _my_identity_grad
True
>>> del GRADIENTS["MyIdentity"]
"""
from ..global_state import GRADIENTS, get_gradient_function  # noqa: F401 - importable here too


class RegisterGradient:
    """Decorator: ``@RegisterGradient("Mul")`` makes the function the gradient of Mul."""

    def __init__(self, op_type):
        if not isinstance(op_type, str):
            raise TypeError("op_type must be a string")
        self._op_type = op_type

    def __call__(self, fn):
        if self._op_type in GRADIENTS:
            raise KeyError("Registering two gradient with name '%s'! (Previous registration "
                           "was in %s)" % (self._op_type, _where(GRADIENTS[self._op_type])))
        GRADIENTS[self._op_type] = fn
        return fn


def _where(fn):
    code = getattr(fn, "__code__", None)
    return "%s:%d" % (code.co_filename, code.co_firstlineno) if code else "unknown"


def NotDifferentiable(op_type):  # noqa: N802 - TF's name
    """Declares that ``op_type`` has no gradient: backprop stops there, silently."""
    if not isinstance(op_type, str):
        raise TypeError("op_type must be a string")
    GRADIENTS[op_type] = None


no_gradient = NotDifferentiable
