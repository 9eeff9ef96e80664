"""The scope-store timeline's model: recorded scope events replayed step by step, as plain data.

Sources 001 and 002 explain in words what happens on each ``with variable_scope``, each
``get_variable`` and each template call; replaying the recorded events shows it. Each Step
holds its number (the first event is step 1), one event in words, and the state right after
it: the variable scope stack (innermost last), the op name scope in effect, the variable store
(names, in creation order) and the ops built since the previous step.

>>> import scopelab as tf
>>> from scopelab.scope_events import record
>>> g = tf.Graph()
>>> with record() as events, g.as_default():
...     with tf.variable_scope("foo"):
...         v = tf.get_variable("v", [], initializer=tf.zeros_initializer())
>>> for step in timeline(events, g):
...     print(step.number, step.text, "|", step.scope_stack, repr(step.name_stack), step.store)
1 enter variable_scope 'foo' (reuse=False; ops go under 'foo/') | ['foo'] 'foo/' []
2 get_variable 'foo/v': created, shape (), float32 | ['foo'] 'foo/' ['foo/v']
3 leave variable_scope 'foo' | [] '' ['foo/v']
"""
import dataclasses

from ..default_graph import get_default_graph
from ..scope_events import (NameScopeEntered, NameScopeExited, TemplateCalled, VariableGot,
                            VariableScopeEntered, VariableScopeExited)


@dataclasses.dataclass
class Step:
    """One event of the timeline and the state of the scope machinery right after it."""
    number: int  # from 1: steps are counted as a reader counts them
    event: object
    text: str
    scope_stack: list
    name_stack: str
    store: list
    new_ops: list  # names of the ops built between the previous event and this one


def _pop(stack):
    # Recording may start inside a scope: its exit then has no entry to undo.
    if len(stack) > 1:
        stack.pop()


def describe_event(event):
    """One event in words, as the timeline lists it."""
    kind = type(event)
    if kind is VariableScopeEntered:
        text = "enter variable_scope %r (reuse=%s; ops go under %r)" % (
            event.name, event.reuse, event.name_scope)
        if event.original_name_scope != event.name_scope:
            text += ", first opened as %r" % event.original_name_scope
        return text
    if kind is VariableScopeExited:
        return "leave variable_scope %r" % event.name
    if kind is NameScopeEntered:
        return "enter name_scope %r (ops go under %r)" % (event.name, event.scope)
    if kind is NameScopeExited:
        return "leave name_scope %r" % event.scope
    if kind is VariableGot:
        how = "created" if event.created else "reused (reuse=%s)" % event.reuse
        return "get_variable %r: %s, shape %s, %s" % (event.name, how, event.shape, event.dtype)
    if kind is TemplateCalled:
        if event.first_call:
            return ("call template %r, first call: captures scope %r, creates its variables; "
                    "ops under %r" % (event.template, event.variable_scope, event.name_scope))
        return ("call template %r again: re-enters captured scope %r with reuse=True; "
                "ops under %r" % (event.template, event.variable_scope, event.name_scope))
    raise TypeError("not a scope event: %r" % (event,))


def timeline(events, graph=None):
    """The Steps of ``events`` that happened in ``graph`` (default: the default graph).

    The name stack after leaving a scope is the one in effect before entering it; the store
    starts empty, so record from a fresh graph to see it whole.
    """
    graph = graph or get_default_graph()
    scopes, names, store, steps = [""], [""], [], []
    op_count = None
    for event in (e for e in events if e.graph is graph):
        kind = type(event)
        if kind is VariableScopeEntered:
            scopes.append(event.name)
            names.append(event.name_scope)
        elif kind is VariableScopeExited:
            _pop(scopes)
            _pop(names)
        elif kind is NameScopeEntered:
            names.append(event.scope)
        elif kind is NameScopeExited:
            _pop(names)
        elif kind is VariableGot and event.created:
            store.append(event.name)
        start = event.op_count if op_count is None else op_count
        new_ops = [op.name for op in graph._ops[start:event.op_count]]
        op_count = event.op_count
        steps.append(Step(len(steps) + 1, event, describe_event(event), scopes[1:], names[-1],
                          list(store), new_ops))
    return steps
