"""The device blocks of the engine's ``Graph``, its per-thread stacks, and attribute scopes.

Mirrors the small context managers of ``tensorflow/python/framework/ops.py`` that the core's
graph leaves out (``core/graph.py`` has name scopes, control dependencies, colocation and
``as_default``). Three stacks shape every new op: the open control-dependency blocks, the ops
to colocate with and the ``tf.device`` blocks. As in TF, all threads share them (a block one
thread opens places the ops another thread builds meanwhile) until
``Graph.switch_to_thread_local()``: then each thread has its own, starting from copies of the
shared ones (``_ThreadStacks``).
"""
import threading

from .device import MergeDevice, merge_device


class _ThreadStacks(threading.local):
    """After ``switch_to_thread_local()``: each thread's own stacks, which start as copies of
    the shared ones (``threading.local`` runs this ``__init__`` once per thread)."""

    def __init__(self, shared):
        self.control_dependencies = list(shared.control_dependencies)
        self.colocation = list(shared.colocation)
        self.device = list(shared.device)


class _DeviceBlock:
    """``with graph.device(spec)``: the block itself goes on the device stack.

    ``function`` is what places the ops: a ``MergeDevice`` for a device name or DeviceSpec, the
    user's device function, or None (which hides the blocks outside). An empty name merges
    nothing (``is_null_merge``). Leaving a block that is not the innermost one is TF's
    RuntimeError: blocks must nest.
    """

    __slots__ = ("graph", "function", "is_null_merge")

    def __init__(self, graph, device_name_or_function):
        self.graph = graph
        function = device_name_or_function
        if function is not None and not callable(function):
            function = merge_device(function)
        self.function = function
        self.is_null_merge = isinstance(function, MergeDevice) and function.is_null_merge

    def __enter__(self):
        self.graph._stacks.device.append(self)

    def __exit__(self, *exc):
        stack = self.graph._stacks.device
        if not stack or stack[-1] is not self:
            raise RuntimeError("Exiting device scope without proper scope nesting.")
        stack.pop()


def attr_scope_values(attr_map):
    """The attributes a ``Graph._attr_scope(attr_map)`` block adds, as ops keep them: an
    ``AttrValue`` message becomes its value; None (remove the attribute) and callables (called
    with each new op's NodeDef) are kept. Anything else is TF's TypeError."""
    if not isinstance(attr_map, dict):
        raise TypeError("attr_map must be a dictionary mapping strings to AttrValue protocol "
                        "buffers")
    values = {}
    for name, attr in attr_map.items():
        if not isinstance(name, str) or not (attr is None or callable(attr) or
                                             is_attr_value(attr)):
            raise TypeError("attr_map must be a dictionary mapping strings to AttrValue "
                            "protocol buffers or callables that emit AttrValue protocol buffers")
        values[name] = attr_value(attr) if is_attr_value(attr) else attr
    return values


def attr_value(message):
    """An ``AttrValue`` message as the Python value ``op.attrs`` keeps (``graph_io`` reads
    them; it is loaded only once a message was given, as it needs protobuf)."""
    from .graph_io import attr_value as value_of
    return value_of(message)


def is_attr_value(obj):
    """Whether ``obj`` is an ``AttrValue`` message, whichever package's copy (TensorBoard's,
    TF's): its descriptor says."""
    return getattr(getattr(obj, "DESCRIPTOR", None), "name", None) == "AttrValue"
