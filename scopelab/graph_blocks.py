"""The ``with`` blocks a ``Graph`` hands out, and the stacks they push on.

Mirrors the small context managers of ``tensorflow/python/framework/ops.py``: blocks that set
a graph attribute for their duration (attribute scope, gradient override map), the
colocation and device blocks, and ``Graph.as_default()``. (The name scope is
``Graph.name_scope``, in ``graph_names.py``; control dependencies are in
``control_dependencies.py``.)

Three stacks shape every new op: the open control-dependency blocks, the ops to colocate with
and the ``tf.device`` blocks. As in TF, all threads share them (a block one thread opens
places the ops another thread builds meanwhile) until ``Graph.switch_to_thread_local()``:
then each thread has its own, starting from copies of the shared ones (``_ThreadStacks``).

>>> from scopelab.graph import Graph
>>> g = Graph()
>>> with g.as_default():
...     default_graph_stack.graphs[-1] is g
True
>>> default_graph_stack.graphs
[]
"""
import threading

from .device import MergeDevice, merge_device
from .global_state import default_graph_stack


class _GraphStacks:
    """The stacks all threads share: ``control_dependencies`` (open blocks), ``colocation``
    (ops) and ``device`` (``_DeviceBlock``s), innermost last."""

    __slots__ = ("control_dependencies", "colocation", "device")

    def __init__(self):
        self.control_dependencies, self.colocation, self.device = [], [], []


class _ThreadStacks(threading.local):
    """After ``switch_to_thread_local()``: each thread's own stacks, which start as copies of
    the shared ones (``threading.local`` runs this ``__init__`` once per thread)."""

    def __init__(self, shared):
        self.control_dependencies = list(shared.control_dependencies)
        self.colocation = list(shared.colocation)
        self.device = list(shared.device)


class _Setting:
    """A ``with`` block in which graph attribute ``attr`` is ``new(value it had)``; the old
    value comes back on leaving."""

    __slots__ = ("graph", "attr", "new", "saved")

    def __init__(self, graph, attr, new):
        self.graph, self.attr, self.new = graph, attr, new

    def __enter__(self):
        self.saved = getattr(self.graph, self.attr)
        setattr(self.graph, self.attr, self.new(self.saved))

    def __exit__(self, *exc):
        setattr(self.graph, self.attr, self.saved)


class _Colocation:
    """``with graph.colocate_with(op)``: the colocation stack becomes ``new(stack it had)``,
    and, as in TF, the tf.device blocks outside are set aside (an empty device stack)."""

    __slots__ = ("graph", "new", "saved")

    def __init__(self, graph, new):
        self.graph, self.new = graph, new

    def __enter__(self):
        stacks = self.graph._stacks
        self.saved = stacks.colocation, stacks.device
        stacks.colocation, stacks.device = self.new(self.saved[0]), []

    def __exit__(self, *exc):
        stacks = self.graph._stacks
        stacks.colocation, stacks.device = self.saved


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


class _DefaultGraph:
    """``with graph.as_default()``: pushes the graph on this thread's default-graph stack.

    Leaving pops it once only, as TF's generator-made block does: a second ``__exit__`` (a
    variable scope left again after "Improper nesting") leaves the stack alone.
    """

    __slots__ = ("graph", "pushed")

    def __init__(self, graph):
        self.graph, self.pushed = graph, False

    def __enter__(self):
        default_graph_stack.graphs.append(self.graph)
        self.pushed = True
        return self.graph

    def __exit__(self, *exc):
        graphs = default_graph_stack.graphs
        if self.pushed and graphs:
            self.pushed = False
            if graphs[-1] is not self.graph:
                raise AssertionError("Nesting violated for default stack of %s objects"
                                     % type(self.graph))
            graphs.pop()


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
