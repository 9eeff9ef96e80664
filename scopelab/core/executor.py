"""The runtime: how a Session turns fetches into an ordered list of kernel calls and runs it.

Mirrors, in plain Python, what TF's C++ ``DirectSession`` and executor do, in three stages:

1. **prune** (``_prune``): walk back from the fetches through inputs and control inputs; fed
   tensors cut the walk. What is left is all the run needs.
2. **order** (``_ready_order``): put those ops in the order TF's executor runs them, each after
   what it waits for.
3. **run** (``execute``): call each op's kernel (``registry.py``) in that order, with a dict
   from tensors to values.

A ``Plan`` holds the result of 1 and 2 for one fetch/feed signature, as ``Step``s; a session
keeps its plans in its ``RunState`` and only runs them again. Values known before a run sit
in ``Plan.constants``: each ``Const``'s value and each variable's ``VariableSlot`` in this
session. The graph-optimiser passes (``state.PASSES``) may rewrite a new plan before it first
runs. Control flow plugs in by one hook, ``state.hooks.control_flow``: it says which node an
op stands for (an op inside a while loop stands for the loop), makes the step that runs a
loop, and runs plans whose untaken cond branches pass a *dead* value along.

>>> import numpy as np, scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [2], name="x")
...     y = tf.identity(x * tf.constant([3.0, 4.0], name="w") + 1.0, name="y")
...     tf.zeros([2], name="unused")  # not needed for y: pruned away
<tf.Tensor 'unused:0' shape=(2,) dtype=float32>
>>> plan = Plan(RunState(passes=()), [y], [], {x})
>>> plan
Plan: fetch y:0, feed x:0
  known   w:0, add/y:0
  step 1  mul:0 = Mul(x:0, w:0)
  step 2  add:0 = AddV2(mul:0, add/y:0)
  step 3  y:0 = Identity(add:0)
>>> execute(plan, {x: np.array([1.0, 2.0], np.float32)})[y]
array([4., 9.], dtype=float32)

Left out: running independent ops in parallel, devices, partial graphs per device.
"""
import collections
import functools
import threading
from typing import NamedTuple

import numpy as np

from . import errors
from .state import OPS, PASSES, hooks, switches
from .tensor import Operation


class VariableSlot:
    """A session's storage for one variable; ``value`` is None until initialised."""

    __slots__ = ("name", "value")

    def __init__(self, name):
        self.name, self.value = name, None

    def read(self, reader, reader_name=None):
        """The stored value; ``reader`` is the op that needs it, named in the error."""
        if self.value is None:
            raise errors.graph_execution_error(
                errors.FailedPreconditionError, reader,
                "Attempting to use uninitialized value %s" % self.name, reader_name)
        return self.value

    def __repr__(self):
        return "VariableSlot(%r, %s)" % (self.name, "uninitialized" if self.value is None
                                         else "shape=%s" % (np.shape(self.value),))


class RunState:
    """What a session owns while it runs a graph: a ``VariableSlot`` per variable, the state
    other kernels keep between runs (``resources``: random streams, iterators...), and the
    plans of the runs it has seen, made with the graph-optimiser ``passes``."""

    def __init__(self, passes=PASSES):
        self.variables, self.resources, self.plans = {}, {}, {}
        self.passes = passes
        self.generation = switches.generation  # the kernels and passes its plans were made with
        self._per_thread = threading.local()

    # When (time.monotonic()) this thread's run gives up waiting, or None (RunOptions timeout).
    deadline = property(lambda self: getattr(self._per_thread, "deadline", None),
                        lambda self, when: setattr(self._per_thread, "deadline", when))

    def slot(self, op):
        slot = self.variables.get(op)
        if slot is None:
            slot = self.variables[op] = VariableSlot(op.name)
        return slot

    def is_storage(self, array):
        return any(slot.value is array for slot in self.variables.values())

    def __repr__(self):
        return "RunState(%d variables, %d plans, %d resources)" % (
            len(self.variables), len(self.plans), len(self.resources))


class Step(NamedTuple):
    """One kernel call: ``kernel(op, *values of inputs)``. Only the ``outputs`` (index, tensor)
    not fed are stored; ``single`` is the output when the op has just that one."""
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
    """The steps one ``run`` signature needs, in order, and the values known before it runs.
    ``stop`` ops and ``loop`` are for the plans of a while loop's condition and body."""

    def __init__(self, state, fetch_tensors, target_ops, fed, stop=frozenset(), loop=None,
                 optimize=True):
        self.fetches, self.targets = tuple(fetch_tensors), tuple(target_ops)
        self.fed, self.loop = frozenset(fed), loop
        self.fed_strings = frozenset(t for t in self.fed if t.dtype.base_dtype.name == "string")
        order = pruned_order(self.fetches, self.targets, self.fed, stop, loop)
        # Loops (nodes that are no ops) grow when tf.gradients adds to them: plan again then.
        self.growing = [(node, len(node.inputs)) for node in order
                        if not isinstance(node, Operation)]
        self.constants, self.steps = {}, []
        for op in order:
            record = OPS.get(op.type)
            if record is not None and record.known_value is not None and \
                    not op.control_inputs and op.outputs[0] not in self.fed:
                self.constants[op.outputs[0]] = record.known_value(state, op)
            else:
                self.steps.append(_bind(state, op, self.fed))
        # A plan with a Switch or Merge runs through the control-flow hook (dead values).
        self.has_control_flow = any(op.type in OPS and OPS[op.type].control_flow
                                    for op in order)
        self.run = hooks.control_flow.run if self.has_control_flow else run_steps
        self.aliases = {}  # tensor -> the tensor it equals (a pass skipped tf.identity)
        if optimize and not switches.reference:
            for rewrite in state.passes:
                rewrite(self, state)

    def source(self, tensor):
        """The tensor whose value ``tensor`` has in a run (following ``aliases`` back)."""
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
            lines.append("  same    %s" % ", ".join("%s = %s" % (t.name, s.name) for t, s in
                                                    list(self.aliases.items())[:8]))
        lines += ["  step %-2d %s" % (i + 1, step) for i, step in enumerate(self.steps[:20])]
        if len(self.steps) > 20:
            lines.append("  ... %d more steps" % (len(self.steps) - 20))
        if self.run is not run_steps:
            lines.append("  run by %r" % (self.run,))
        return "\n".join(lines)


def _bind(state, op, fed):
    """The step that runs ``op``: its kernel, given the session state if it takes it, and
    the values of reference inputs (variables) but the ones it works on (``takes_refs``): a
    reference given for a value (``v.assign_add(w.assign(x))``) is read first, as in TF."""
    outputs = [(i, t) for i, t in enumerate(op.outputs) if t not in fed]
    if not isinstance(op, Operation):  # a while loop, which the control-flow hook runs
        return hooks.control_flow.step(state, op, outputs)
    record = OPS.get(op.type)
    if record is None or record.kernel is None:
        raise errors.UnimplementedError(None, op, "scopelab has no kernel for op type %r "
                                        "(node %s)." % (op.type, op.name))
    fn = functools.partial(record.kernel, state) if record.stateful else record.kernel
    reads = tuple(i for i, t in enumerate(op.inputs) if t.dtype.is_ref and i >= record.takes_refs)
    if reads:
        fn = _reading_refs(fn, reads)
    single = outputs[0][1] if len(op.outputs) == 1 and outputs else None
    return Step(fn, op, tuple(op.inputs), single, outputs)


def _reading_refs(fn, reads):
    """``fn`` given the values of its reference inputs instead of the variables' slots (a
    fed reference input is a value already)."""
    def read_then_run(op, *args):
        args = list(args)
        for i in reads:
            if type(args[i]) is VariableSlot:
                args[i] = args[i].read(op)
        return fn(op, *args)
    return read_then_run


def _node(op, inside):
    """What ``op`` stands for in a plan: itself, or (for the hook) the loop it is part of."""
    if op._control_flow_context is None:
        return op
    return hooks.control_flow.node(op, inside)


def pruned_order(fetch_tensors, target_ops, fed, stop=frozenset(), inside=None):
    """The ops (and loops) a run of ``fetch_tensors`` and ``target_ops`` needs, in order."""
    needed = _prune(fetch_tensors, target_ops, fed, stop, inside)
    order = _ready_order(needed, fed, inside)
    if len(order) < len(needed):  # some op waits for itself, through ops it waits for
        ordered = set(order)
        raise _cycle(needed[0].graph, min(set(needed) - ordered, key=needed.index))
    return order


def _cycle(graph, op):
    """TF's error for a graph with a cycle (``op`` is on it): run, it would wait forever."""
    message = cycle_error(graph.get_operations()) or \
        "Graph is invalid, contains a cycle with 1 nodes, including: %s" % op.name
    return errors.InvalidArgumentError(None, None, "Graph execution error:\n\n" + message)


def cycle_error(ops):
    """TF's message for the cycle among ``ops`` (a graph's, in creation order), or None.

    TF checks a graph a session takes in by Kahn's topological sort: an op is done once all
    its inputs and control inputs are; what is never done is in a cycle or after one. A loop's
    ``NextIteration -> Merge`` edge, the one legal way back, does not count. The message counts
    the ops left and names the first three still waiting, in creation order, as TF's does.
    """
    pending, consumers, ready = {}, {op: [] for op in ops}, []
    for op in ops:
        waits = len(op.inputs) + len(op.control_inputs)
        if op.type == "Merge":
            waits -= sum(1 for t in op.inputs if t.op.type == "NextIteration")
        pending[op] = waits
        for producer in [t.op for t in op.inputs] + list(op.control_inputs):
            consumers[producer].append(op)
        if not waits:
            ready.append(op)
    done = 0
    while ready:
        done += 1
        for consumer in consumers[ready.pop()]:
            pending[consumer] -= 1
            if not pending[consumer]:
                ready.append(consumer)
    if done == len(ops):
        return None
    return "Graph is invalid, contains a cycle with %d nodes, including: %s" % (
        len(ops) - done, ", ".join([op.name for op in ops if pending[op]][:3]))


# ---------------------------------------------------------------------- 1. prune
def _prune(fetch_tensors, target_ops, fed, stop=frozenset(), inside=None):
    """The ops needed for the fetches and targets, fed tensors and ``stop`` ops cutting the
    walk. Meeting an op again while its own inputs are walked means it waits for itself: a
    cycle, refused rather than walked forever."""
    needed, done, walking = [], set(stop), set()
    stack = [(t.op, False) for t in reversed(fetch_tensors) if t not in fed]
    stack[:0] = [(op, False) for op in reversed(target_ops)]
    while stack:
        op, expanded = stack.pop()
        if not expanded:
            op = _node(op, inside)
        if op in done:
            continue
        if expanded:
            done.add(op)
            needed.append(op)
            continue
        if op in walking:
            raise _cycle(op.graph, op)
        walking.add(op)
        stack.append((op, True))
        for c in reversed(op.control_inputs):
            # TF hands a fed Placeholder's control edges to the feed: they wait for nothing.
            if c not in done and not (c.type == "Placeholder" and c.outputs[0] in fed):
                stack.append((c, False))
        stack.extend((t.op, False) for t in reversed(op.inputs)
                     if t not in fed and t.op not in done)
    return needed


# ---------------------------------------------------------------------- 2. order
def _ready_order(needed, fed, inside):
    """``needed`` in the order TF's executor runs a step, for a single thread.

    An op is ready once all its inputs and control inputs have run; the ops with nothing to
    wait for start, in creation order. Ready cheap ops (``OpType.cheap``) run first, first in
    first out, then the expensive ones, as TF's executor runs cheap ops inline and hands the
    others to a thread pool. So an op runs as early as it can: a variable's ``read`` runs
    before the ``Assign`` that initialises it in the same step, and fails as it does in TF.
    """
    position = {op: i for i, op in enumerate(needed)}
    waiting, consumers = {}, {op: [] for op in needed}
    for op in needed:
        deps = {_node(t.op, inside) for t in op.inputs if t not in fed}
        deps.update(_node(c, inside) for c in op.control_inputs)
        deps = [d for d in deps if d in position and d is not op]
        waiting[op] = len(deps)
        for d in deps:
            consumers[d].append(op)
    cheap, expensive = collections.deque(), collections.deque()

    def ready(op):
        record = OPS.get(op.type)
        (cheap if record is not None and record.cheap else expensive).append(op)

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
    plan.run(plan.steps, values)
    return values


def run_steps(steps, values):
    """Calls each step's kernel on the values of its inputs, and stores its outputs. A
    kernel's numpy error is TF's InvalidArgumentError, naming the op."""
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
