"""Fast kernels registered over the plain ones, and the one switch back to the plain path.

A fast kernel is an op type's ``fast_kernel`` in the op registry (``core/registry.py``); while
the switch is off it is also the ``kernel`` sessions call, in place of the ``plain_kernel``.
The switch, ``state.switches.reference`` (``SCOPELAB_REFERENCE=1`` when scopelab is imported,
or ``use_reference()`` at run time), turns off at once every fast kernel and every graph
optimiser pass (``grappler.py``); sessions then plan again. The allocator tweak
(``memory.py``) is made, or not, when scopelab is imported.

>>> from scopelab.core.state import OPS
>>> with use_reference():
...     reference_only(), OPS["MatMul"].kernel is OPS["MatMul"].plain_kernel
(True, True)
"""
from ..core.state import OPS, switches


def reference_only():
    """Whether sessions run the plain path: plain kernels, no passes."""
    return switches.reference


def _switch_to(reference):
    if reference == switches.reference:
        return
    switches.reference = reference
    for record in OPS.values():
        if record.fast_kernel is not None:
            record.kernel = record.plain_kernel if reference else record.fast_kernel
    switches.generation += 1  # sessions drop their plans and make them again


class use_reference:  # noqa: N801 - a switch, used like a function or a with-block
    """Makes sessions run the plain path (``on=False``: the fast one again). A call switches
    for good; as a ``with`` block it switches back at the end."""

    def __init__(self, on=True):
        self._before = switches.reference
        _switch_to(bool(on))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        _switch_to(self._before)


def kernel(op_type):
    """Registers the decorated function as the fast kernel of ``op_type``, over its plain one
    (registered first: the module defining it must be imported)."""
    def register(fast):
        record = OPS[op_type]
        record.fast_kernel = fast
        if not switches.reference:
            record.kernel = fast
        return fast
    return register
