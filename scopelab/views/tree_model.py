"""The scope explorer's model: variable scopes, their variables and op name scopes, as plain data.

What the explorer widget draws, computed without any widget so that tests (and a curious
learner) can look at it directly. Two trees, because TF1 names two things separately:

- ``variable_scope_tree``: variable scopes (from the variables in the graph's store and from
  recorded scope events), each with its variables, the op name scopes it was entered with
  (``conv1/``, then ``conv1_1/`` on a second entry), and every ``get_variable`` answered in it,
  created or reused;
- ``name_scope_tree``: op name scopes (from the ops' names), each with the ops directly in it.

>>> import scopelab as tf
>>> from scopelab.scope_events import record
>>> g = tf.Graph()
>>> with record() as events, g.as_default():
...     for _ in range(2):
...         with tf.variable_scope("layer", reuse=tf.AUTO_REUSE):
...             w = tf.get_variable("w", [2])
>>> layer = variable_scope_tree(g, events).children[0]
>>> layer.name, layer.name_scopes, [call.created for call in layer.calls]
('layer', ['layer/', 'layer_1/'], [True, False])
"""
import dataclasses

import numpy as np

from ..default_graph import get_default_graph
from ..graph_keys import GraphKeys
from ..rich_display import collections_of
from ..scope_events import VariableGot, VariableScopeEntered
from ..variables import Variable


@dataclasses.dataclass
class VariableInfo:
    """One variable as the details pane shows it; ``value`` is None when not initialised."""
    name: str
    shape: str
    dtype: str
    initial_value: str
    initializer_op: str
    trainable: bool
    collections: list
    value: object = None
    calls: list = dataclasses.field(default_factory=list)  # its get_variable answers


@dataclasses.dataclass
class ScopeNode:
    """A variable scope: its full ``name`` ("" for the root), ``label`` (last part), variables
    directly in it, sub-scopes, the op name scopes it was entered with, and its
    ``get_variable`` answers (VariableGot events) in order."""
    name: str
    label: str
    variables: list = dataclasses.field(default_factory=list)
    children: list = dataclasses.field(default_factory=list)
    name_scopes: list = dataclasses.field(default_factory=list)
    calls: list = dataclasses.field(default_factory=list)

    def find(self, name):
        """The scope node called ``name`` below (or at) this one, else None."""
        if self.name == name:
            return self
        for child in self.children:
            if name == child.name or name.startswith(child.name + "/"):
                return child.find(name)
        return None

    def walk(self):
        """This node and every node below it, parents first."""
        yield self
        for child in self.children:
            yield from child.walk()


@dataclasses.dataclass
class NameScopeNode:
    """An op name scope: its full ``name`` (no trailing "/"), the ops directly in it (their last
    name part) and its sub-scopes."""
    name: str
    label: str
    ops: list = dataclasses.field(default_factory=list)
    children: list = dataclasses.field(default_factory=list)


def _child(node, label, make):
    for child in node.children:
        if child.label == label:
            return child
    child = make(node.name + "/" + label if node.name else label, label)
    node.children.append(child)
    return child


def _scope_node(root, scope_name):
    """The node for ``scope_name``, made (with its parents) if missing."""
    node = root
    for label in filter(None, scope_name.split("/")):
        node = _child(node, label, ScopeNode)
    return node


def _store_variables(graph):
    """The variables of ``graph``'s variable store, else of its GLOBAL/LOCAL collections."""
    store = graph._collections.get(("__variable_store",))
    if store:
        return list(store[0]._vars.values())
    found = graph._collections
    return [v for v in found.get(GraphKeys.GLOBAL_VARIABLES, []) +
            found.get(GraphKeys.LOCAL_VARIABLES, []) if isinstance(v, Variable)]


def variable_details(variable, session=None, events=()):
    """The details of ``variable``: what the store knows, its value in ``session`` (if given
    and initialised there), and the ``get_variable`` calls among ``events`` that returned it."""
    value = None
    if session is not None:
        slot = session._state.variables.get(variable.op)
        value = None if slot is None else slot.value
    return VariableInfo(
        name=variable.op.name, shape=str(variable.shape), dtype=variable.dtype.base_dtype.name,
        initial_value=variable.initial_value.name, initializer_op=variable.initializer.name,
        trainable=variable.trainable,
        collections=collections_of(variable),
        value=value,
        calls=[e for e in events if type(e) is VariableGot and e.variable is variable])


def variable_scope_tree(graph=None, events=(), session=None):
    """The root ScopeNode of ``graph`` (default: the default graph), from its variables and
    from those of ``events`` that happened in it."""
    graph = graph or get_default_graph()
    events = [e for e in events if e.graph is graph]
    root = ScopeNode("", "")
    for event in events:
        if type(event) is VariableScopeEntered:
            node = _scope_node(root, event.name)
            if event.name_scope not in node.name_scopes:
                node.name_scopes.append(event.name_scope)
        elif type(event) is VariableGot:
            _scope_node(root, event.name.rpartition("/")[0]).calls.append(event)
    for variable in _store_variables(graph):
        node = _scope_node(root, variable.op.name.rpartition("/")[0])
        node.variables.append(variable_details(variable, session, events))
    return root


def name_scope_tree(graph=None):
    """The root NameScopeNode of ``graph``'s ops, each op filed under its name's scope."""
    graph = graph or get_default_graph()
    root = NameScopeNode("", "")
    for op in graph._ops:
        node = root
        *scopes, last = op.name.split("/")
        for label in scopes:
            node = _child(node, label, NameScopeNode)
        node.ops.append(last)
    return root


def format_value(value, digits=4, rows=3):
    """A summary of a variable's value: shape, dtype, mean and spread, and its first rows (the
    last axis is a row; a 5x5x32x32 kernel has 800 rows of 32), rounded and cut short.

    >>> print(format_value(np.arange(12, dtype=np.float32).reshape(3, 4), rows=2))
    shape (3, 4), float32: mean 5.5, std 3.452, min 0, max 11
    first 2 of 3 rows:
    [[0. 1. 2. 3.]
     [4. 5. 6. 7.]]
    """
    if value is None:
        return "not initialised in this session"
    array = np.asarray(value)
    if array.size <= 1 or array.dtype.kind not in "biuf":
        return np.array2string(array, threshold=12, edgeitems=2, precision=digits)
    grid = array.reshape(-1, array.shape[-1]) if array.ndim > 1 else array[None]
    shown = np.round(grid[:rows], digits) if array.dtype.kind == "f" else grid[:rows]
    return "shape %s, %s: mean %.4g, std %.4g, min %.4g, max %.4g\nfirst %d of %d %s:\n%s" % (
        array.shape, array.dtype.name, array.mean(), array.std(), array.min(), array.max(),
        min(rows, len(grid)), len(grid), "rows" if len(grid) > 1 else "row",
        np.array2string(shown, threshold=24, edgeitems=3, precision=digits, max_line_width=72))


def same_values(infos):
    """{variable name: names of the other variables holding exactly the same numbers}."""
    found = {}
    for info in infos:
        if info.value is None or np.asarray(info.value).size <= 1:
            continue
        found[info.name] = [other.name for other in infos if other is not info and
                            other.value is not None and np.array_equal(info.value, other.value)
                            and np.shape(info.value) == np.shape(other.value)]
    return {name: others for name, others in found.items() if others}
