"""Gradients of the checking ops: a ``CheckNumerics`` checks its gradient; ``PyFunc`` and
``PyFuncStateless`` have none.

Mirrors ``_CheckNumericsGrad`` of TF's ``array_grad.py`` and the ``NotDifferentiable``
declarations of ``script_ops.py``. The gradient's check quotes the forward check's message
as TF reads the attribute, as bytes (``... in gradient. b'log of x'``). ``Assert`` is declared
with the control-flow gradients (``control_flow_grad.py``).
Left out: nothing.

>>> from scopelab.core.state import OPS
>>> OPS["PyFunc"].gradient is None, OPS["PyFuncStateless"].gradient is None
(True, True)
"""
from ..ops.numerics_ops import check_numerics
from .registry import NotDifferentiable, RegisterGradient


@RegisterGradient("CheckNumerics")
def _check_numerics_grad(op, grad):
    message = op.attrs["message"]
    quoted = message if isinstance(message, bytes) else message.encode()
    return check_numerics(grad, "Not a number (NaN) or infinity (Inf) values detected in "
                                "gradient. %s" % quoted)


NotDifferentiable("PyFunc")
NotDifferentiable("PyFuncStateless")
