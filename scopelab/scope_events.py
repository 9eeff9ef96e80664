"""Scope events: a record of what the scope machinery did, in order, for the explorers.

TF has no such record; this is scopelab's window on it. The core reports six kinds of event:
entering and leaving a variable scope, entering and leaving a ``tf.name_scope``, each
``get_variable`` answer (created or reused), and each template call. Nothing is recorded unless
someone listens: the listeners are ``global_state.scope_observers``, a plain list (in the style
of Haiku's named stacks), and every hook in the core is one ``if scope_observers:`` in front of
a call, so building graphs costs the same when the list is empty.

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

from .global_state import scope_observers as observers


@contextlib.contextmanager
def record():
    """Collects every event of the ``with`` block in a list (nested recorders all hear them)."""
    events = []
    observers.append(events.append)
    try:
        yield events
    finally:
        observers.remove(events.append)


def _notify(event):
    for observer in list(observers):
        observer(event)


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


# The hooks: the core calls these behind ``if scope_observers:``, passing the graph concerned.
def variable_scope_entered(graph, scope):
    _notify(VariableScopeEntered(scope.name, _reuse(scope.reuse), _scope(graph._name_stack),
                                 scope.original_name_scope, graph, len(graph._ops)))


def variable_scope_exited(graph, scope):
    _notify(VariableScopeExited(scope.name, graph, len(graph._ops)))


def name_scope_entered(graph, name):
    _notify(NameScopeEntered(name, _scope(graph._name_stack), graph, len(graph._ops)))


def name_scope_exited(graph):
    _notify(NameScopeExited(_scope(graph._name_stack), graph, len(graph._ops)))


def variable_got(variable, created, reuse):
    g = variable.graph
    shape = tuple(variable.shape.as_list()) if variable.shape.dims is not None else None
    _notify(VariableGot(variable.op.name, created, shape, variable.dtype.base_dtype.name,
                        _reuse(reuse), variable, g, len(g._ops)))


def template_called(graph, template, first_call):
    _notify(TemplateCalled(template.name, first_call, template.variable_scope_name,
                           _scope(graph._name_stack), graph, len(graph._ops)))
