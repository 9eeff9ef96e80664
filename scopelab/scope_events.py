"""Scope events: a record of what the scope machinery did, in order, for the explorers.

TF has no such record; this is scopelab's window on it. The core reports six kinds of event:
entering and leaving a variable scope, entering and leaving a ``tf.name_scope``, each
``get_variable`` answer (created or reused), and each template call, to the callables in
``core/state.scope_observers`` (a plain list, in the style of Haiku's named stacks), as
``observer(kind, graph, *details)``. Nothing is reported unless someone listens, so building
graphs costs the same when the list is empty. Here each report becomes a small dataclass.

Only ``tf.name_scope`` is reported among name scopes: the scopes ops open for themselves
(``mul``, ``MatMul``...) would drown the record. Their effect is still there: every event holds
``op_count``, the number of ops in the graph at that moment, so a reader can list the ops built
between two events.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with record() as events, g.as_default():
...     with tf.variable_scope("foo"):
...         v = tf.get_variable("v", [2])
>>> for event in events:
...     print(event)
VariableScopeEntered(name='foo', reuse=False, name_scope='foo/', original_name_scope='foo/')
VariableGot(name='foo/v', created=True, shape=(2,), dtype='float32', reuse=False)
VariableScopeExited(name='foo')
"""
import contextlib
import dataclasses

from .core.state import scope_observers


@contextlib.contextmanager
def record():
    """Collects every event of the ``with`` block in a list (nested recorders all hear them)."""
    events = []
    observer = listener(events.append)
    scope_observers.append(observer)
    try:
        yield events
    finally:
        scope_observers.remove(observer)


def listener(hear):
    """An observer for ``core/state.scope_observers`` that hands ``hear`` each report as an
    event (one of the dataclasses below)."""
    def observe(kind, graph, *details):
        hear(_EVENTS[kind](graph, *details))
    return observe


def _reuse(reuse):
    """reuse as the record shows it: True, False, or the string "AUTO_REUSE"."""
    return reuse if isinstance(reuse, bool) else getattr(reuse, "name", bool(reuse))


def _scope(name_stack):
    return name_stack + "/" if name_stack else ""


# Every event knows its graph and how many ops it had: both hidden from repr and comparisons,
# so that a printed record reads the same on every run.
_graph = dataclasses.field(default=None, repr=False, compare=False)
_op_count = dataclasses.field(default=0, repr=False, compare=False)


@dataclasses.dataclass
class VariableScopeEntered:
    """A variable scope became current. ``name_scope``: the op name scope in effect inside it."""
    name: str
    reuse: object
    name_scope: str
    original_name_scope: str
    graph: object = _graph
    op_count: int = _op_count


@dataclasses.dataclass
class VariableScopeExited:
    """The variable scope ``name`` was left; its parent is current again."""
    name: str
    graph: object = _graph
    op_count: int = _op_count


@dataclasses.dataclass
class NameScopeEntered:
    """``tf.name_scope(name)`` opened op name scope ``scope`` (made unique: "foo_1/")."""
    name: object
    scope: str
    graph: object = _graph
    op_count: int = _op_count


@dataclasses.dataclass
class NameScopeExited:
    """The op name scope ``scope`` was left."""
    scope: str
    graph: object = _graph
    op_count: int = _op_count


@dataclasses.dataclass
class VariableGot:
    """``get_variable`` answered with variable ``name``: newly ``created``, or reused."""
    name: str
    created: bool
    shape: tuple
    dtype: str
    reuse: object
    variable: object = dataclasses.field(default=None, repr=False, compare=False)
    graph: object = _graph
    op_count: int = _op_count


@dataclasses.dataclass
class TemplateCalled:
    """A template was called: its captured ``variable_scope``, and the op ``name_scope`` of
    this call (the first call creates the variables, later calls reuse them)."""
    template: str
    first_call: bool
    variable_scope: str
    name_scope: str
    graph: object = _graph
    op_count: int = _op_count


# How each kind of report becomes an event.
def _variable_scope_entered(graph, scope):
    return VariableScopeEntered(scope.name, _reuse(scope.reuse), _scope(graph._name_stack),
                                scope.original_name_scope, graph, len(graph._ops))


def _variable_got(graph, variable, created, reuse):
    shape = tuple(variable.shape.as_list()) if variable.shape.dims is not None else None
    return VariableGot(variable.op.name, created, shape, variable.dtype.base_dtype.name,
                       _reuse(reuse), variable, graph, len(graph._ops))


_EVENTS = {
    "variable_scope_entered": _variable_scope_entered,
    "variable_scope_exited": lambda graph, scope: VariableScopeExited(
        scope.name, graph, len(graph._ops)),
    "name_scope_entered": lambda graph, name: NameScopeEntered(
        name, _scope(graph._name_stack), graph, len(graph._ops)),
    "name_scope_exited": lambda graph: NameScopeExited(
        _scope(graph._name_stack), graph, len(graph._ops)),
    "variable_got": _variable_got,
    "template_called": lambda graph, template, first_call: TemplateCalled(
        template.name, first_call, template.variable_scope_name, _scope(graph._name_stack),
        graph, len(graph._ops)),
}
