"""The fast kernels' registry and the one switch back to the plain kernels (see
``scopelab.fast``).

>>> with use_reference_kernels():
...     reference_only()
True
"""
import os

from ..global_state import KERNEL_SWITCHES, KERNELS

REFERENCE = {}  # op type -> the plain kernel of ops/
FAST = {}  # op type -> the kernel registered here

_switch = {"reference_only": os.environ.get("SCOPELAB_REFERENCE_KERNELS", "") not in ("", "0")}


def reference_only():
    """Whether sessions run the plain kernels only."""
    return _switch["reference_only"]


def _install(reference_only):
    """Registers, for every op type of ``FAST``, the fast or the plain kernel."""
    if reference_only == _switch["reference_only"]:
        return
    _switch["reference_only"] = reference_only
    for op_type, fast in FAST.items():
        _, stateful, takes_refs = KERNELS[op_type]
        KERNELS[op_type] = (REFERENCE[op_type] if reference_only else fast, stateful, takes_refs)
    KERNEL_SWITCHES[0] += 1


class use_reference_kernels:
    """Makes sessions run the plain kernels only (``on=False``: the fast ones again).

    A call switches for good; as a ``with`` block it switches back at the end.
    """

    def __init__(self, on=True):
        self._before = _switch["reference_only"]
        _install(bool(on))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        _install(self._before)


def kernel(op_type):
    """Registers the decorated function as the fast kernel of ``op_type``, over its plain one
    (registered first: the module defining it must be imported)."""
    def register(fast):
        reference, stateful, takes_refs = KERNELS[op_type]
        REFERENCE[op_type], FAST[op_type] = reference, fast
        if not _switch["reference_only"]:
            KERNELS[op_type] = (fast, stateful, takes_refs)
        return fast
    return register
