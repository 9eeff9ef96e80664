"""The ``with`` blocks a ``Graph`` hands out.

Mirrors the small context managers of ``tensorflow/python/framework/ops.py``: blocks that set
a graph attribute for their duration (colocation, device, attribute scope) and
``Graph.as_default()``. (The name scope is ``Graph.name_scope``, in ``graph_names.py``.)

>>> from scopelab.graph import Graph
>>> g = Graph()
>>> with g.as_default():
...     default_graph_stack.graphs[-1] is g
True
>>> default_graph_stack.graphs
[]
"""
from .global_state import default_graph_stack


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
    and, as in TF, the tf.device blocks outside are hidden (a None on the device stack)."""

    __slots__ = ("graph", "new", "saved")

    def __init__(self, graph, new):
        self.graph, self.new = graph, new

    def __enter__(self):
        g = self.graph
        self.saved = g._colocation_stack, g._device_stack
        g._colocation_stack = self.new(self.saved[0])
        g._device_stack = self.saved[1] + [None]

    def __exit__(self, *exc):
        self.graph._colocation_stack, self.graph._device_stack = self.saved


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
