"""The values a running graph passes between kernels besides numpy arrays.

Mirrors two pieces of TF's C++ runtime: a variable's buffer, which lives in the session and not
in the graph (``VariableSlot``), and the "dead" tensor that comes out of the untaken side of a
``Switch`` and makes every op it reaches skip its kernel (``DEAD``). The executor, the session
and the kernels that make or consume them (``ops/state_ops.py``, ``ops/control_flow_ops.py``)
all import them from here.

>>> slot = VariableSlot("v")
>>> slot
VariableSlot('v', uninitialized)
>>> DEAD
<dead>
"""
import numpy as np

from . import errors


class VariableSlot:
    """A session's storage for one variable; ``value`` is None until initialised."""

    __slots__ = ("name", "value")

    def __init__(self, name):
        self.name = name
        self.value = None

    def read(self, reader, reader_name=None):
        """The stored value; ``reader`` is the op that needs it, named in the error."""
        if self.value is None:
            raise errors.graph_execution_error(
                errors.FailedPreconditionError, reader,
                "Attempting to use uninitialized value %s" % self.name, reader_name)
        return self.value

    def __repr__(self):
        return "VariableSlot(%r, %s)" % (self.name, "uninitialized" if self.value is None
                                         else "shape=%s" % (np.shape(self.value),))


class _Dead:
    """The value on the untaken side of a Switch."""

    def __repr__(self):
        return "<dead>"


DEAD = _Dead()
