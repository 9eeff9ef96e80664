"""The default graph: the graph that ops are added to when no graph is named.

Mirrors the module-level functions of ``tensorflow/python/framework/ops.py``. The default graph
is the top of a thread-local stack (``global_state.default_graph_stack``, pushed by
``Graph.as_default()``), falling back to a "global" graph that ``reset_default_graph()``
replaces; like TF, each thread has its own global graph, so a new thread does not build into
the graph the main thread uses unless it enters ``graph.as_default()`` itself.
The functions below (``tf.get_collection``, ``tf.name_scope``, ``tf.control_dependencies``...)
act on that graph. ``tf.init_scope`` steps out of the graphs that are building a function (a
graph whose ``building_function`` is True) into the innermost one that is not.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     tf.get_default_graph() is g
True
"""
import contextlib
import sys
import traceback

from . import scope_events
from .global_state import default_graph_stack, scope_observers
from .graph import Graph
from .tracebacks import learner_frames


def get_default_graph():
    """The innermost ``as_default()`` graph of this thread, else this thread's global graph
    (made on first use: as in TF, each thread has its own)."""
    graphs = default_graph_stack.graphs
    return graphs[-1] if graphs else _global_graph()


def _global_graph():
    stack = default_graph_stack
    if stack.global_graph is None:
        stack.global_graph = Graph()
    return stack.global_graph


def has_default_graph():
    """Whether a graph was made default (``as_default()``) in this thread."""
    return len(default_graph_stack.graphs) >= 1


def reset_default_graph():
    """Replaces this thread's global default graph with a new, empty one."""
    if default_graph_stack.graphs:
        raise AssertionError("Do not use tf.reset_default_graph() to clear nested graphs. If you "
                             "need a cleared graph, exit the nesting and create a new graph.")
    default_graph_stack.global_graph = Graph()


def graph_from_inputs(values):
    """The graph that ``values`` (tensors, variables, ops) live in, else the default graph.

    Values from two different graphs cannot meet in one op: that is a ValueError, unless one
    is the graph of a function (a tf.data map) and the other its outer graph, whose tensors the
    function takes in: then it is the function's graph.
    """
    first = first_value = None
    for v in values:
        g = getattr(v, "graph", None)
        if g is None or g is first:
            continue
        if first is None or getattr(g, "outer_graph", None) is first:
            first, first_value = g, v
        elif getattr(first, "outer_graph", None) is not g:
            raise ValueError("%s must be from the same graph as %s (graphs are %r and %r)."
                             % (_element(v), _element(first_value), g, first))
    return first if first is not None else get_default_graph()


def _element(value):
    return value._as_graph_element() if hasattr(value, "_as_graph_element") else value


class name_scope_v1:  # noqa: N801 - TF's name
    """``tf.name_scope`` (v1): a scope for op names only; ``with`` gives e.g. ``"outer/inner/"``.

    With ``values``, it enters the graph those tensors belong to. ``name`` None falls back to
    ``default_name``; both None (or "") go back to the root scope. Entering the same object
    again opens a fresh scope ("ns_1/").

    >>> import scopelab as tf
    >>> tf.name_scope.__name__
    'name_scope_v1'
    """

    def __init__(self, name, default_name=None, values=None):
        if default_name is not None and not isinstance(default_name, str):
            raise TypeError("`default_name` type (%s) is not a string type. You likely meant to "
                            "pass this into the `values` kwarg." % type(default_name))
        self._name = default_name if name is None else name
        self._values = values
        self._entered = []  # (graph context, name scope) per active entry

    def __enter__(self):
        if self._name is None and self._values is not None:
            raise ValueError("At least one of name (%s) and default_name (%s) must be provided."
                             % (self._name, None))
        g = graph_from_inputs(self._values) if self._values else get_default_graph()
        graph_context, scope = g.as_default(), g.name_scope(self._name)
        graph_context.__enter__()
        try:
            entered = scope.__enter__()
        except BaseException:
            graph_context.__exit__(None, None, None)
            raise
        self._entered.append((graph_context, scope))
        if scope_observers:
            scope_events.name_scope_entered(g, self._name)
        return entered

    def __exit__(self, *exc):
        if not self._entered:
            return  # left once more than entered: as in TF, nothing is left twice
        graph_context, scope = self._entered.pop()
        if scope_observers:
            scope_events.name_scope_exited(graph_context.graph)
        scope.__exit__(*exc)
        graph_context.__exit__(*exc)


# TF 2.x names the v1 class after its version; ``tf.name_scope`` in compat.v1 is this class.
name_scope = name_scope_v1


def get_collection(key, scope=None):
    return get_default_graph().get_collection(key, scope)


def get_collection_ref(key):
    return get_default_graph().get_collection_ref(key)


def add_to_collection(name, value):
    get_default_graph().add_to_collection(name, value)


def add_to_collections(names, value):
    get_default_graph().add_to_collections(names, value)


def graph_singleton(key, factory):
    """The one object stored under collection ``key`` of the default graph, made on first use
    (how a graph keeps its variable store and scope store, as TF does)."""
    g = get_default_graph()
    found = g._collections.get(key)
    if not found:
        found = g._collections[key] = [factory()]
    return found[0]


def control_dependencies(control_inputs):
    return get_default_graph().control_dependencies(control_inputs)


def colocate_with(op, ignore_existing=False):
    return get_default_graph().colocate_with(op, ignore_existing)


def device(device_name_or_function):
    """``tf.device``: ops built inside record this device."""
    return get_default_graph().device(device_name_or_function)


def container(container_name):
    """``tf.container``: stateful ops built inside keep their state in this container."""
    return get_default_graph().container(container_name)


@contextlib.contextmanager
def init_scope():
    """``tf.init_scope``: builds ops as if outside every control-dependency block and cond
    branch, and outside the graphs that are building a function, keeping the name scope and
    the innermost device blocks in force. TF's variables initialise in it (scopelab's use
    the part done inside one graph, ``Graph.init_scope``)."""
    inner = get_default_graph()
    scope = inner.get_name_scope()
    if scope and scope[-1] != "/":
        scope += "/"  # re-entered as it is
    outer, devices = _outer_graph_and_devices(inner)
    saved = outer._stacks.device
    try:
        with outer.as_default(), outer.name_scope(scope), outer.init_scope():
            outer._stacks.device = devices
            yield
    finally:
        outer._stacks.device = saved


def _outer_graph_and_devices(inner):
    """The innermost default graph not building a function (else the global graph), and the
    device stack of the innermost graph that has device blocks open."""
    devices = inner._stacks.device
    if not default_graph_stack.graphs:
        if inner.building_function:
            raise RuntimeError("The global graph is building a function.")
        return inner, devices
    for g in reversed(default_graph_stack.graphs):
        devices = devices or g._stacks.device
        if not g.building_function:
            return g, devices
    return _global_graph(), devices


def get_name_scope():
    return get_default_graph().get_name_scope()


def _user_frame(f):
    """``f`` or the nearest frame that called it from outside scopelab (None if none)."""
    while f is not None and f.f_globals.get("__name__", "").startswith("scopelab"):
        f = f.f_back
    return f


def format_traceback(entries):
    """(file, line, function) entries as TF quotes an op's stack in "already exists" errors:
    the first five, one ``File ..., line ..., in ...`` line each, without the code."""
    return "".join('  File "%s", line %d, in %s\n' % entry for entry in entries[:5])


def user_traceback():
    """The calls that led from user code to here, innermost first, scopelab's own left out, and
    IPython's too (tracebacks.learner_frames).

    A plain tuple of (file, line, function) entries (see ``format_traceback``): the garbage
    collector stops tracking a tuple of strings and numbers, and a graph keeps one per variable.
    """
    return learner_frames(sys._getframe(1))


def user_stack():
    """The formatted stack of user code (outermost first, with code), as templates quote it."""
    return traceback.format_stack(_user_frame(sys._getframe(1)))
