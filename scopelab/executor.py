"""The runtime: how a Session turns fetches into an ordered list of kernel calls and runs it.

Mirrors, in plain Python, what TF's C++ ``DirectSession`` and executor do, in three stages:

1. **prune** (``_prune``): walk back from the fetches through inputs and control inputs; fed
   tensors cut the walk. What is left is all the run needs.
2. **order** (``_ready_order``): put those ops in the order TF's executor runs them, each after
   what it waits for.
3. **run** (``execute``): call each op's numpy kernel in that order, with a dict from tensors
   to values.

A ``Plan`` holds the result of 1 and 2 for one fetch/feed signature, as a list of ``Step``s,
each an op with its kernel bound; a session keeps its plans (in its ``RunState``) and only
runs them again. Values known before any run sit in ``Plan.constants``: each ``Const``'s
value and each variable's slot in this session. Before a plan first runs, the session's
graph optimizer may rewrite it (``grappler.py``: constant folding, skipped identities...);
nothing here depends on that. Two control-flow rules apply: after a ``Switch`` the untaken
side carries a *dead* value that skips what it reaches, and a ``while_loop`` runs as one step
that plans its condition and body separately (and gives up with TF's ``DeadlineExceededError``
once the session's ``RunState.deadline`` has passed: ``RunOptions.timeout_in_ms``). An op met
again while its own inputs are walked waits for itself: planning refuses such a cycle with
TF's error (``graph_cycles.py``) instead of walking it forever.

>>> import numpy as np, scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [2], name="x")
...     y = tf.identity(x * tf.constant([3.0, 4.0], name="w") + 1.0, name="y")
...     tf.zeros([2], name="unused")  # not needed for y: pruned away
<tf.Tensor 'unused:0' shape=(2,) dtype=float32>
>>> plan = Plan(RunState(), [y], [], {x})
>>> plan
Plan: fetch y:0, feed x:0
  known   w:0, add/y:0
  step 1  mul:0 = Mul(x:0, w:0)
  step 2  add:0 = AddV2(mul:0, add/y:0)
  step 3  y:0 = Identity(add:0)
>>> execute(plan, {x: np.array([1.0, 2.0], np.float32)})[y]
array([4., 9.], dtype=float32)

Left out: parallel execution, devices (``device_placement.py`` checks them).
"""
import collections
import functools
import time
from typing import NamedTuple

from . import errors, op_def_registry
from .global_state import KERNELS
from .graph_cycles import cycle_error
from .run_state import RunState  # noqa: F401 - a Plan's state, importable from here too
from .runtime_values import DEAD, VariableSlot


class Step(NamedTuple):
    """One kernel call of a plan: ``kernel(op, *values of inputs)``.

    The kernel returns the op's one output, or a tuple with one value per output. Only the
    ``outputs`` (index, tensor) that are not fed are stored; ``single`` is the output tensor
    when the op has exactly that one, so the run loop can skip indexing.
    """
    kernel: object
    op: object
    inputs: tuple
    single: object
    outputs: list

    def __str__(self):
        made = ", ".join(t.name for _, t in self.outputs) or self.op.name
        return "%s = %s(%s)" % (made, self.op.type, ", ".join(t.name for t in self.inputs))

    def __repr__(self):
        return "Step(%s)" % (self,)


class Plan:
    """The ops one ``run`` signature needs, in execution order, as ``steps`` with their kernels
    bound, and the values known before the run (``constants``).

    ``fed`` are the tensors the run is given; ``stop`` ops and ``loop`` are for the plans of a
    while loop's condition and body (see ``_loop_plans``).
    """

    def __init__(self, state, fetch_tensors, target_ops, fed, stop=frozenset(), loop=None,
                 optimize=True):
        self.fetches, self.targets = tuple(fetch_tensors), tuple(target_ops)
        self.fed, self.loop = frozenset(fed), loop
        self.fed_strings = frozenset(t for t in self.fed if t.dtype.base_dtype.name == "string")
        order = pruned_order(self.fetches, self.targets, self.fed, stop, loop)
        self.has_control_flow = any(op.type in ("Switch", "RefSwitch", "Merge") for op in order)
        # tf.gradients adds inputs to a loop that may have run: the session then plans again.
        self.loop_inputs = [(op, len(op.inputs)) for op in order if op.type == "While"]
        self.constants = {}
        self.steps = []
        for op in order:
            if not op.control_inputs and op.type in ("Const", "VariableV2") and \
                    op.outputs[0] not in self.fed:  # a fed constant is not one
                value = op.attrs["value"] if op.type == "Const" else state.slot(op)
                self.constants[op.outputs[0]] = value
            else:
                self.steps.append(_bind(state, op, self.fed))
        # What graph optimisation (grappler.py) fills in: outputs it found equal to another
        # tensor, and shape arithmetic it remembers per feed shapes.
        self.aliases = {}
        self.shape_memo = None
        if optimize and state.optimize is not None:
            state.optimize(self, state)

    def source(self, tensor):
        """The tensor whose value ``tensor`` has in a run: itself, or what the graph
        optimizer found it equal to (following ``aliases`` back)."""
        while tensor in self.aliases:
            tensor = self.aliases[tensor]
        return tensor

    def __repr__(self):
        def names(tensors, limit=12):
            names = [t.name for t in tensors]
            return ", ".join(names[:limit] + (["..."] if len(names) > limit else []))
        lines = ["Plan: fetch %s" % (names(self.fetches) or "nothing")]
        if self.targets:
            lines[0] += ", run %s" % ", ".join(op.name for op in self.targets)
        if self.fed:
            lines[0] += ", feed %s" % names(sorted(self.fed, key=lambda t: t.name))
        if self.constants:
            lines.append("  known   %s" % names(self.constants))
        if self.aliases:
            lines.append("  same    %s" % ", ".join(
                "%s = %s" % (t.name, s.name) for t, s in list(self.aliases.items())[:8]) +
                (", ..." if len(self.aliases) > 8 else ""))
        shown = 20
        for i, step in enumerate(self.steps[:shown]):
            lines.append("  step %-2d %s" % (i + 1, str(step)))
        if len(self.steps) > shown:
            lines.append("  ... %d more steps" % (len(self.steps) - shown))
        if self.shape_memo is not None:
            lines.append("  %d steps remembered per feed shapes" % len(self.shape_memo.ops))
        return "\n".join(lines)


def _bind(state, op, fed):
    """The step that runs ``op``: its kernel, given the session state if it takes it, and
    the values of reference inputs (variables) unless it works on the references."""
    outputs = [(i, t) for i, t in enumerate(op.outputs) if t not in fed]
    if op.type == "While":
        return Step(functools.partial(_run_loop, state), op, tuple(op.inputs), None, outputs)
    try:
        kernel, stateful, takes_refs = KERNELS[op.type]
    except KeyError:
        raise errors.UnimplementedError(None, op, "scopelab has no kernel for op type "
                                        "%r (node %s)." % (op.type, op.name)) from None
    if stateful:
        kernel = functools.partial(kernel, state)
    reads = tuple(i for i, (t, kept) in enumerate(zip(op.inputs, _ref_arguments(op, takes_refs)))
                  if t.dtype.is_ref and not kept)
    if reads:
        kernel = _reading_refs(kernel, reads)
    single = outputs[0][1] if len(op.outputs) == 1 and outputs else None
    return Step(kernel, op, tuple(op.inputs), single, outputs)


def _ref_arguments(op, takes_refs):
    """Per input of ``op``, whether its kernel works on the reference itself. A kernel that
    takes references does so for the inputs its OpDef declares ``Ref(T)`` (AssignAdd's ``ref``);
    a reference given for a value (``v.assign_add(w.assign(x))``) is read first, as in TF."""
    op_def = op_def_registry.get(op.type) if takes_refs else None
    if op_def is None:
        return [takes_refs] * len(op.inputs)
    return [arg.is_ref for arg in op_def.input_arg
            for _ in range(op.attrs[arg.number_attr] if arg.number_attr else
                           len(op.attrs[arg.type_list_attr]) if arg.type_list_attr else 1)]


def _reading_refs(fn, reads):
    """``fn`` given the values of its reference inputs (a variable's slot) instead of the slot.

    A fed reference input is already a value.
    """
    def read_then_run(op, *args):
        args = list(args)
        for i in reads:
            if type(args[i]) is VariableSlot:
                args[i] = args[i].read(op)
        return fn(op, *args)
    return read_then_run


def pruned_order(fetch_tensors, target_ops, fed, stop=frozenset(), inside=None):
    """The ops a run of ``fetch_tensors`` and ``target_ops`` needs, in execution order."""
    needed = _prune(fetch_tensors, target_ops, fed, stop, inside)
    order = _ready_order(needed, fed, inside)
    if len(order) < len(needed):  # some op waits for itself through a loop it is part of
        raise _cycle(needed[0].graph, min(set(needed) - set(order), key=needed.index))
    return order


def _cycle(graph, op):
    """TF's error for a graph with a cycle (``graph_cycles.py``); ``op`` is on the cycle."""
    message = cycle_error(graph.get_operations()) or \
        "Graph is invalid, contains a cycle with 1 nodes, including: %s" % op.name
    return errors.InvalidArgumentError(None, None, "Graph execution error:\n\n" + message)


# ---------------------------------------------------------------------- 1. prune
def _prune(fetch_tensors, target_ops, fed, stop=frozenset(), inside=None):
    """The ops needed for the fetches and targets; fed tensors and ``stop`` ops cut the walk.
    An op of a while loop stands for its whole loop, unless the walk is ``inside`` that loop
    (planning its condition or body). Meeting an op again while its own inputs are being
    walked means the op waits for itself: a cycle, refused rather than walked forever."""
    needed, done, walking = [], set(stop), set()
    stack = [(t.op, False) for t in fetch_tensors if t not in fed]
    stack += [(op, False) for op in target_ops]
    stack.reverse()
    while stack:
        op, expanded = stack.pop()
        if op in done:
            continue
        loop = op.graph._loop_of.get(op)
        if loop is not None and loop is not inside and not expanded:
            if loop in done:
                continue
            op = loop
        if expanded:
            done.add(op)
            needed.append(op)
            continue
        if op in walking:
            raise _cycle(op.graph, op)
        walking.add(op)
        stack.append((op, True))
        for c in reversed(op.control_inputs):
            # TF hands a fed Placeholder's control edges to the feed, so they wait for nothing.
            if c not in done and not (c.type == "Placeholder" and c.outputs[0] in fed):
                stack.append((c, False))
        for t in reversed(op.inputs):
            if t not in fed and t.op not in done:
                stack.append((t.op, False))
    return needed


# ---------------------------------------------------------------------- 2. order
# Kernels TF marks as cheap: its executor runs them at once in the thread that made them ready,
# while every other ("expensive") op is handed to a thread pool and finishes later.
_CHEAP = frozenset({"Const", "Identity", "NoOp", "VariableV2", "Placeholder", "Switch",
                    "RefSwitch", "Merge", "IsVariableInitialized", "Shape", "Rank", "Size"})


def _ready_order(needed, fed, inside):
    """``needed`` in the order TF's executor runs a step, for a single thread.

    An op becomes ready once all its inputs and control inputs have run; the ops with nothing
    to wait for start, in creation order. Ready cheap ops run first (first in, first out), then
    the expensive ones, as TF's executor runs cheap ops inline. So an op runs as early as it
    can, not just before the op that needs it: a variable's ``read`` runs before the ``Assign``
    that initialises it in the same step, and then fails as it does in TF.
    """
    position = {op: i for i, op in enumerate(needed)}

    def node(op):  # an op inside a while loop stands for the loop, as in _prune
        loop = op.graph._loop_of.get(op)
        return loop if loop is not None and loop is not inside else op

    waiting, consumers = {}, {op: [] for op in needed}
    for op in needed:
        deps = {node(t.op) for t in op.inputs if t not in fed}
        deps.update(node(c) for c in op.control_inputs)
        deps = [d for d in deps if d in position and d is not op]
        waiting[op] = len(deps)
        for d in deps:
            consumers[d].append(op)
    cheap, expensive = collections.deque(), collections.deque()

    def ready(op):
        (cheap if op.type in _CHEAP else expensive).append(op)

    for op in sorted((op for op in needed if not waiting[op]),
                     key=lambda op: getattr(op, "_id", position[op])):
        ready(op)
    order = []
    while cheap or expensive:
        op = cheap.popleft() if cheap else expensive.popleft()
        order.append(op)
        for c in sorted(consumers[op], key=position.__getitem__):
            waiting[c] -= 1
            if not waiting[c]:
                ready(c)
    return order


# ---------------------------------------------------------------------- 3. run
def execute(plan, feeds):
    """Runs ``plan`` with ``feeds``; returns every tensor value it computed."""
    values = dict(plan.constants)
    values.update(feeds)
    if plan.has_control_flow:
        return _execute_with_dead_values(plan.steps, values)
    steps, memo_key = plan.steps, None
    if plan.shape_memo is not None:  # it may already know some steps' values (shape_memo.py)
        steps, memo_key = plan.shape_memo.recall(feeds, values)
    _run_steps(steps, values)
    if memo_key is not None:
        plan.shape_memo.remember(memo_key, values)
    return values


def _run_steps(steps, values):
    """Calls each step's kernel on the values of its inputs, and stores its outputs."""
    op = None
    read = values.__getitem__
    try:
        for kernel, op, inputs, single, outputs in steps:
            result = kernel(op, *map(read, inputs))
            if single is not None:
                values[single] = result
            else:
                for i, t in outputs:
                    values[t] = result[i]
    except errors.OpError:
        raise
    except (ValueError, TypeError, IndexError, ArithmeticError) as e:
        raise errors.graph_execution_error(errors.InvalidArgumentError, op, str(e)) from None
    return values


def _execute_with_dead_values(steps, values):
    """The same loop, but an op with a dead input (or control input) is skipped as dead."""
    dead_ops = set()
    for kernel, op, inputs, single, outputs in steps:
        args = [values[t] for t in inputs]
        if op.type != "Merge" and (any(a is DEAD for a in args) or
                                   any(c in dead_ops for c in op.control_inputs)):
            dead_ops.add(op)
            result = [DEAD] * len(op.outputs)
        else:
            try:
                result = kernel(op, *args)
            except errors.OpError:
                raise
            except (ValueError, TypeError, IndexError, ArithmeticError) as e:
                raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                                   str(e)) from None
            if single is not None:
                result = [result]
        for i, t in outputs:
            values[t] = result[i]
    return values


def _run_loop(state, loop, *inputs):
    """Runs a while loop: its condition, then its body, while the condition holds.

    Returns the loop variables' final values (the Exit outputs). Both plans run in one dict
    of values for the whole loop: each iteration's steps overwrite the last one's values
    before they are read, so only the loop variables change hands between iterations.
    """
    key = (loop, len(loop.ops))  # tf.gradients may add ops to a loop that ran: plan again
    check, step = state.plans.get(key) or state.plans.setdefault(key, _loop_plans(state, loop))
    outside = dict(zip(loop.inputs, inputs))
    values = {**check.constants, **step.constants}
    values.update((enter, outside[enter.op.inputs[0]]) for enter in loop.constants)
    current = [outside[t] for t in loop.inputs[:len(loop.enters)]]
    check_steps, body_steps = check.steps, step.steps
    run_check = _execute_with_dead_values if check.has_control_flow else _run_steps
    run_body = _execute_with_dead_values if step.has_control_flow else _run_steps
    condition = check.source(loop.condition)
    next_values = [step.source(t) for t in loop.next_values]
    deadline = state.deadline
    while True:
        if deadline is not None and time.monotonic() > deadline:
            # A loop that never ends waits like any op: TF gives up at the run's timeout.
            raise errors.DeadlineExceededError(
                None, None, "Graph execution error:\n\nTimed out waiting for notification")
        values.update(zip(loop.merges, current))
        run_check(check_steps, values)
        if not values[condition]:
            return tuple(current)
        values.update(zip(loop.identities, current))
        run_body(body_steps, values)
        current = [values[t] for t in next_values]


def _loop_plans(state, loop):
    """The plans of a loop's condition and body, which start from its Merges and Identities."""
    boundary = set(loop.constants) | set(loop.merges) | set(loop.identities)
    stop = {t.op for t in boundary}
    return (Plan(state, (loop.condition,), (), boundary, stop, loop),
            Plan(state, tuple(loop.next_values), tuple(loop.body_targets()), boundary, stop,
                 loop))
