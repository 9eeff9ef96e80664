"""The default graph and the functions that act on it: ``tf.get_collection``,
``tf.control_dependencies``, ``tf.device``, ``tf.init_scope``...

Mirrors the module-level functions of ``tensorflow/python/framework/ops.py``. Which graph is
the default, and ``tf.name_scope``, are the core's (``core/graph.py``: per thread, the graph
made default by ``Graph.as_default()``, else the thread's global graph); the functions here
call the default graph's methods. ``tf.init_scope`` steps out of the graphs that are building
a function (a graph whose ``building_function`` is True) into the innermost one that is not.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     tf.get_default_graph() is g
True
"""
import contextlib

from .core.graph import (format_traceback, get_default_graph, graph_from_inputs,  # noqa: F401
                         global_graph, graph_singleton, name_scope, name_scope_v1, reset_default_graph,
                         user_traceback)
from .core.state import default_graph_stack


def has_default_graph():
    """Whether a graph was made default (``as_default()``) in this thread."""
    return len(default_graph_stack.graphs) >= 1


def get_collection(key, scope=None):
    return get_default_graph().get_collection(key, scope)


def get_collection_ref(key):
    return get_default_graph().get_collection_ref(key)


def add_to_collection(name, value):
    get_default_graph().add_to_collection(name, value)


def add_to_collections(names, value):
    get_default_graph().add_to_collections(names, value)


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


def get_name_scope():
    return get_default_graph().get_name_scope()


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
    return global_graph(), devices
