"""Registering gradients: op type -> the Python function that builds that op's gradient.

Mirrors ``ops.RegisterGradient`` / ``ops.NotDifferentiable`` / ``ops.get_gradient_function``
of ``tensorflow/python/framework/ops.py``. A gradient function is called as
``fn(op, *output_grads)`` inside the name scope ``gradients/<op name>_grad`` and returns one
gradient (a Tensor or None) per input of ``op``. ``NotDifferentiable`` registers None: the
op passes no gradient back, which is different from an op nobody registered (an error).
Each gradient is the ``gradient`` of its op type's record in the op registry
(``core/registry.py``), whose ``get_gradient_function`` reads it, honouring
``Graph.gradient_override_map``.

>>> from scopelab.core.state import OPS
>>> @RegisterGradient("MyIdentity")
... def _my_identity_grad(op, grad):
...     return grad
>>> OPS["MyIdentity"].gradient is _my_identity_grad
True
>>> del OPS["MyIdentity"]
"""
from ..core.registry import (get_gradient_function, has_gradient,  # noqa: F401 - here too
                             op_type, register)


class RegisterGradient:
    """Decorator: ``@RegisterGradient("Mul")`` makes the function the gradient of Mul."""

    def __init__(self, op_type):
        if not isinstance(op_type, str):
            raise TypeError("op_type must be a string")
        self._op_type = op_type

    def __call__(self, fn):
        if has_gradient(self._op_type):
            raise KeyError("Registering two gradient with name '%s'! (Previous registration "
                           "was in %s)" % (self._op_type, _where(op_type(self._op_type).gradient)))
        register(self._op_type, gradient=fn)
        return fn


def _where(fn):
    code = getattr(fn, "__code__", None)
    return "%s:%d" % (code.co_filename, code.co_firstlineno) if code else "unknown"


def NotDifferentiable(op_type):  # noqa: N802 - TF's name
    """Declares that ``op_type`` has no gradient: backprop stops there, silently."""
    if not isinstance(op_type, str):
        raise TypeError("op_type must be a string")
    register(op_type, gradient=None)


no_gradient = NotDifferentiable
