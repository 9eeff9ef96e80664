"""The ``with`` blocks a ``Graph`` hands out, and the thread-local stack of default graphs.

Mirrors the small context managers of ``tensorflow/python/framework/ops.py``: the name scope
scopelab's own op constructors open (``Graph._name_scope``), blocks that set a graph attribute
for their duration (colocation, device, attribute scope) and ``Graph.as_default()``. They are
small classes rather than ``@contextlib.contextmanager`` generators because nearly every op
opens one: a class's ``__enter__``/``__exit__`` cost about a third of a generator's.

>>> from scopelab.graph import Graph
>>> g = Graph()
>>> with g.as_default():
...     _default_graph_stack.graphs[-1] is g
True
>>> _default_graph_stack.graphs
[]
"""
import threading


class _NameScope:
    """What ``Graph.name_scope`` does, for scopelab's own op constructors."""

    __slots__ = ("graph", "name", "old")

    def __init__(self, graph, name):
        self.graph, self.name = graph, name

    def __enter__(self):
        scope, self.old = self.graph._enter_name_scope(self.name)
        return scope

    def __exit__(self, *exc):
        self.graph._per_thread.name_stack = self.old


class _Setting:
    """A ``with`` block in which each graph attribute ``attr`` of the ``(attr, new)`` pairs is
    ``new(value it had)``; the old values come back on leaving."""

    __slots__ = ("graph", "changes", "saved")

    def __init__(self, graph, *changes):
        self.graph, self.changes = graph, changes

    def __enter__(self):
        g = self.graph
        self.saved = [getattr(g, attr) for attr, _ in self.changes]
        for (attr, new), old in zip(self.changes, self.saved):
            setattr(g, attr, new(old))

    def __exit__(self, *exc):
        for (attr, _), old in zip(self.changes, self.saved):
            setattr(self.graph, attr, old)


class _DefaultGraph:
    """``with graph.as_default()``: pushes the graph on this thread's default-graph stack.

    Leaving pops it once only, as TF's generator-made block does: a second ``__exit__`` (a
    variable scope left again after "Improper nesting") leaves the stack alone.
    """

    __slots__ = ("graph", "pushed")

    def __init__(self, graph):
        self.graph, self.pushed = graph, False

    def __enter__(self):
        _default_graph_stack.graphs.append(self.graph)
        self.pushed = True
        return self.graph

    def __exit__(self, *exc):
        graphs = _default_graph_stack.graphs
        if self.pushed and graphs:
            self.pushed = False
            if graphs[-1] is not self.graph:
                raise AssertionError("Nesting violated for default stack of %s objects"
                                     % type(self.graph))
            graphs.pop()


# ---------------------------------------------------------------------- the default graph
class _DefaultGraphStack(threading.local):
    """Graphs made default by ``Graph.as_default()`` in this thread, innermost last, and the
    thread's own global graph, the default when none is (see ``default_graph.py``)."""

    def __init__(self):
        self.graphs = []
        self.global_graph = None


_default_graph_stack = _DefaultGraphStack()
