"""The runtime: how a Session turns fetches into an ordered list of kernel calls and runs it.

Mirrors, in plain Python, what TF's C++ ``DirectSession`` and executor do. A ``Plan`` is made
once per fetch/feed signature: pruning walks back from the fetches through inputs and control
inputs (fed tensors cut the walk), and orders the ops so that each runs after what it needs.
``execute`` then calls each op's numpy kernel in that order. Values a plan can know in advance
are fixed in it: constants and the session's variable slots. Two control-flow rules apply:
after a ``Switch`` the untaken side carries a *dead* value that skips what it reaches, and a
``while_loop`` runs as one step that plans its condition and body separately. Like TF's graph
optimizer (Grappler), a plan computes once what only depends on constants, and skips
``tf.identity``, arithmetic that cannot change its input (``x * 1``, ``x + 0``) and
side-effect-free ops whose values nothing reads: the graph keeps those ops, the run just does
not compute them. Shape arithmetic is computed once per feed shapes (``shape_memo.py``).

Left out: parallel execution, devices, partial runs.
"""
import collections
import functools

import numpy as np

from . import errors, shape_memo
from .global_state import KERNEL_SWITCHES, KERNELS
from . import philox
from .runtime_values import DEAD, VariableSlot


class RunState:
    """What a session owns: one VariableSlot per variable, one Philox stream per random op,
    and the plans of the runs it has seen."""

    def __init__(self):
        self.variables = {}
        self.plans = {}
        self.kernel_switches = KERNEL_SWITCHES[0]  # the kernels its plans bind (Session.run)
        self._streams = {}
        self.unseeded = np.random.default_rng()  # seeds of unseeded ops; batched draws

    def slot(self, op):
        slot = self.variables.get(op)
        if slot is None:
            slot = self.variables[op] = VariableSlot(op.name)
        return slot

    def is_storage(self, array):
        return any(slot.value is array for slot in self.variables.values())

    def stream(self, op):
        """The Philox stream of random op ``op``, made on its first run in this session, so a
        new session starts it again. An op without seeds gets random ones, as in TF."""
        stream = self._streams.get(op)
        if stream is None:
            seed, seed2 = op.attrs["seed"], op.attrs["seed2"]
            if not (seed or seed2):
                seed, seed2 = (int(s) for s in self.unseeded.integers(2**63, size=2))
            stream = self._streams[op] = philox.Philox(seed, seed2)
        return stream


class Plan:
    """The ops one ``run`` signature needs, in execution order, with their kernels bound.

    Values that cannot change between runs are computed once here: constants, what
    side-effect-free ops compute from constants alone, and each variable's storage slot in
    this session. Unseeded normal samples come from one shared generator in no particular
    order, so a run draws them all in one numpy call (``draws``): initialising thousands of
    variables would otherwise be mostly call overhead.
    ``aliases`` maps the output of a skipped ``identity(x)``, ``x * 1`` or ``x + 0`` to ``x``.
    """

    def __init__(self, state, fetch_tensors, target_ops, fed, stop=frozenset(), loop=None):
        order = _prune(fetch_tensors, target_ops, fed, stop, loop)
        self.constants = {}
        self.steps = []
        self.draws = {}  # numpy dtype -> [(output tensor, sample count, shape)]
        self.aliases = {}
        self.loop_inputs = []  # (loop, input count): tf.gradients adds inputs, then plan again
        self.has_control_flow = any(op.type in ("Switch", "RefSwitch", "Merge") for op in order)
        for op in order:
            if not op.control_inputs and op.type in ("Const", "VariableV2") and \
                    op.outputs[0] not in fed:  # a fed constant is not one (constants get folded)
                value = op.attrs["value"] if op.type == "Const" else state.slot(op)
                self.constants[op.outputs[0]] = value
                continue
            if self._drawn_together(op, fed) or self._folded_away(op, fed):
                continue
            inputs = tuple(self.aliases.get(t, t) for t in op.inputs)
            if op.type == "While":
                self.loop_inputs.append((op, len(op.inputs)))
                outs = [(i, t) for i, t in enumerate(op.outputs) if t not in fed]
                self.steps.append((functools.partial(_run_loop, state), op, inputs, None, outs))
                continue
            try:
                fn, stateful, takes_refs = KERNELS[op.type]
            except KeyError:
                raise errors.UnimplementedError(None, op, "scopelab has no kernel for op type "
                                                "%r (node %s)." % (op.type, op.name)) from None
            if stateful:
                fn = functools.partial(fn, state)
            reads = () if takes_refs else tuple(
                i for i, t in enumerate(op.inputs) if t.dtype.is_ref)
            if reads:
                fn = _reading_refs(fn, reads)
            outs = [(i, t) for i, t in enumerate(op.outputs) if t not in fed]
            if self._folded(op, fn, inputs, outs):
                continue
            single = outs[0][1] if len(op.outputs) == 1 and outs else None
            self.steps.append((fn, op, inputs, single, outs))
        if not self.has_control_flow:
            self._drop_unread(fetch_tensors, target_ops)
        # A fetched tensor that was skipped gets its value after the run.
        self.fetched_aliases = [(t, self.aliases[t]) for t in fetch_tensors if t in self.aliases]
        # Shape arithmetic is remembered per feed shapes (see shape_memo.py).
        memo_fed = () if self.has_control_flow or loop is not None else fed
        self.shape_memo = shape_memo.ShapeMemo(self.steps, self.constants, memo_fed)

    def _drawn_together(self, op, fed):
        """Plans an unseeded normal draw of constant shape into ``draws``; False otherwise."""
        if op.type != "RandomStandardNormal" or op.attrs["seed"] or op.attrs["seed2"] or \
                self.has_control_flow or op.outputs[0] in fed:
            return False
        shape = self.constants.get(op.inputs[0])
        dtype = op.attrs["dtype"].as_numpy_dtype
        if shape is None or dtype not in (np.float32, np.float64):
            return False
        dims = shape.tolist()
        self.draws.setdefault(dtype, []).append((op.outputs[0], int(np.prod(dims)), dims))
        return True

    def _folded_away(self, op, fed):
        """Records ``identity(x)``, ``x * 1``, ``x + 0`` or ``x - 0`` (a scalar constant) as an
        alias of ``x``.

        An identity may have control inputs (``tf.tuple`` makes such ones in every gradient):
        they only order it, and the steps keep the order planned from the graph.
        """
        if op.type == "Identity":
            x = op.inputs[0]
        else:
            neutral = _NEUTRAL.get(op.type)
            if neutral is None or op.control_inputs:
                return False
            x, c = op.inputs
            if op.type != "Sub" and self._is_constant(x, neutral):
                x, c = c, x
            if not self._is_constant(c, neutral):
                return False
        # Reading a variable (a reference) must run, and when it runs matters.
        if x.dtype.is_ref or self.has_control_flow or op.outputs[0] in fed:
            return False
        self.aliases[op.outputs[0]] = self.aliases.get(x, x)
        return True

    def _folded(self, op, fn, inputs, outs):
        """Computes a side-effect-free op whose inputs are all constants, once, into
        ``constants``, as Grappler's constant folding does: e.g. the shape arithmetic of
        ``tf.gradients``. An op that fails is left to fail when run; a large result is left
        to be made when run (Grappler's limit), not held by the plan for the session's life.
        """
        if self.has_control_flow or not op.outputs or len(outs) < len(op.outputs) or \
                not _free_of_side_effects(op) or any(t not in self.constants for t in inputs):
            return False
        try:
            result = fn(op, *[self.constants[t] for t in inputs])
        except (errors.OpError, ValueError, TypeError, IndexError, ArithmeticError):
            return False
        results = [result] if len(op.outputs) == 1 else list(result)
        if sum(np.asarray(r).nbytes for r in results) > _MAX_FOLDED_BYTES:
            return False
        for t, value in zip(op.outputs, results):
            if isinstance(value, np.ndarray):
                value.flags.writeable = False  # so a fetch of it hands out a copy
            self.constants[t] = value
        return True

    def _drop_unread(self, fetch_tensors, target_ops):
        """Drops the steps of side-effect-free ops that are not targets and whose outputs no
        later step reads and no fetch asks for: only control inputs wait on them.

        Grappler's dependency optimizer turns such ops into NoOps, so TF neither computes them
        nor reports their errors. ``tf.gradients`` makes them: the gradient of ``x @ W`` with
        respect to a fed ``x`` is grouped (``tuple``) with the one for ``W``, so the ``W``
        update waits on it, but nothing reads it. A NoOp itself does nothing, so it goes too
        (order is kept: the remaining steps stay in the order planned from the graph).
        """
        read = {self.aliases.get(t, t) for t in fetch_tensors}
        kept = []
        for step in reversed(self.steps):
            op, inputs, outs = step[1], step[2], step[4]
            if op in target_ops or not _free_of_side_effects(op) or \
                    any(t in read for _, t in outs):
                kept.append(step)
                read.update(inputs)
        kept.reverse()
        self.steps = kept

    def _is_constant(self, tensor, value):
        known = self.constants.get(tensor)
        return type(known) is np.ndarray and known.ndim == 0 and known.dtype.kind in "iufc" \
            and known == value


# The operand that leaves the other one unchanged, for the ops a plan can skip.
_NEUTRAL = {"Mul": 1, "AddV2": 0, "Add": 0, "Sub": 0}

# Grappler's max_constant_size_in_bytes: larger values are not folded into constants.
_MAX_FOLDED_BYTES = 10 << 20


# Ops with no reference input and a kernel that takes no session state that still must run:
# a missing feed, a checkpoint, control flow (as in Grappler's IsFreeOfSideEffect).
_EFFECTFUL = frozenset({"Placeholder", "PlaceholderWithDefault", "SaveV2", "RestoreV2",
                        "While", "Switch", "RefSwitch", "Merge"})


def _free_of_side_effects(op):
    """Whether running ``op`` only computes its outputs: it changes and checks nothing.

    Reading a variable checks that it is initialised, so a read of a reference input counts.
    """
    if op.type in _EFFECTFUL or any(t.dtype.is_ref for t in op.inputs):
        return False
    _, stateful, takes_refs = KERNELS[op.type]
    return not (stateful or takes_refs)


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


def _run_loop(state, loop, *inputs):
    """Runs a while loop: its condition, then its body, while the condition holds.

    Returns the loop variables' final values (the Exit outputs).
    """
    outside = dict(zip(loop.inputs, inputs))
    constants = {enter: outside[enter.op.inputs[0]] for enter in loop.constants}
    current = [outside[t] for t in loop.inputs[:len(loop.enters)]]
    key = (loop, len(loop.ops))  # tf.gradients may add ops to a loop that ran: plan again
    check, step = state.plans.get(key) or state.plans.setdefault(key, _loop_plans(state, loop))
    while True:
        values = execute(state, check, {**constants, **dict(zip(loop.merges, current))})
        if not values[loop.condition]:
            return tuple(current)
        values = execute(state, step, {**constants, **dict(zip(loop.identities, current))})
        current = [values[t] for t in loop.next_values]


def _loop_plans(state, loop):
    """The plans of a loop's condition and body, which start from its Merges and Identities."""
    boundary = set(loop.constants) | set(loop.merges) | set(loop.identities)
    stop = {t.op for t in boundary}
    return (Plan(state, (loop.condition,), (), boundary, stop, loop),
            Plan(state, tuple(loop.next_values), tuple(loop.body_targets()), boundary, stop,
                 loop))


def _prune(fetch_tensors, target_ops, fed, stop=frozenset(), inside=None):
    """Ops needed for the fetches, in the order TF's executor runs them; fed tensors and
    ``stop`` ops cut the walk. An op of a while loop stands for its whole loop, unless the walk
    is ``inside`` that loop (planning its condition or body)."""
    needed, done = [], set(stop)
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
        stack.append((op, True))
        for c in reversed(op.control_inputs):
            # TF hands a fed Placeholder's control edges to the feed, so they wait for nothing.
            if c not in done and not (c.type == "Placeholder" and c.outputs[0] in fed):
                stack.append((c, False))
        for t in reversed(op.inputs):
            if t not in fed and t.op not in done:
                stack.append((t.op, False))
    return _ready_order(needed, fed, inside)


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


def execute(state, plan, feeds):
    """Runs ``plan`` with ``feeds``; returns every tensor value it computed."""
    values = dict(plan.constants)
    values.update(feeds)
    for dtype, draws in plan.draws.items():
        samples = state.unseeded.standard_normal(sum(d[1] for d in draws), dtype=dtype)
        start = 0
        for tensor, count, dims in draws:
            values[tensor] = samples[start:start + count].reshape(dims)
            start += count
    if plan.has_control_flow:
        return _execute_with_dead_values(plan, values)
    steps, key = plan.shape_memo.recall(feeds, values)
    op = None
    read = values.__getitem__
    try:
        for fn, op, inputs, single, outs in steps:
            result = fn(op, *map(read, inputs))
            if single is not None:
                values[single] = result
            else:
                for i, t in outs:
                    values[t] = result[i]
    except errors.OpError:
        raise
    except (ValueError, TypeError, IndexError, ArithmeticError) as e:
        raise errors.graph_execution_error(errors.InvalidArgumentError, op, str(e)) from None
    if key is not None:
        plan.shape_memo.remember(key, values)
    for tensor, source in plan.fetched_aliases:
        # A copy, so that fetching both x and x * 1 hands out two arrays.
        value = values[source]
        values[tensor] = value.copy() if isinstance(value, np.ndarray) else value
    return values


def _execute_with_dead_values(plan, values):
    """The same loop, but an op with a dead input (or control input) is skipped as dead."""
    dead_ops = set()
    for fn, op, inputs, single, outs in plan.steps:
        args = [values[t] for t in inputs]
        if op.type != "Merge" and (any(a is DEAD for a in args) or
                                   any(c in dead_ops for c in op.control_inputs)):
            dead_ops.add(op)
            result = [DEAD] * len(op.outputs)
        else:
            result = fn(op, *args)
            if single is not None:
                result = [result]
        for i, t in outs:
            values[t] = result[i]
    return values
