"""Graph optimisation: passes that rewrite a new plan before it first runs, as TF's Grappler
rewrites a session's pruned graph before its executor sees it.

A plan (``executor.Plan``) is a list of steps, one per op, and the values known before the
run (``constants``). The passes make it do less per run, without changing a single value
it computes:

- ``fold_constants``: ops that only compute from constants run once, here (constant folding);
- ``skip_identities``: ``tf.identity(x)`` is ``x`` (dependency optimizer);
- ``skip_neutral_arithmetic``: so are ``x * 1``, ``x + 0``, ``x - 0`` (constant folding's
  arithmetic simplifications);
- ``prune_unread``: ops only a control input waits on are not computed (dependency
  optimizer);
- ``batch_unseeded_draws``: unseeded normal samples come from one numpy call (scopelab's own);
- ``remember_shapes``: shape arithmetic is kept per feed shapes (``shape_memo.py``).

The graph keeps every op: only the plan skips them, as Grappler only changes the copy of the
graph it hands the executor. ``run_passes`` runs them all, and is the one pass registered on
``state.PASSES``, which each new plan runs (``core/executor.py``). The switch to the plain
path turns it off with the fast kernels, to see what a plan does without them or to check
that they change nothing: ``SCOPELAB_REFERENCE=1``, or ``scopelab.fast.use_reference()``.

>>> import scopelab as tf
>>> from scopelab.core.executor import Plan, RunState
>>> with tf.Graph().as_default():
...     x = tf.placeholder(tf.float32, [None], name="x")
...     scale = tf.reduce_sum(tf.ones([2]), name="scale")
...     y = tf.identity(x * scale * 1.0, name="y")
>>> Plan(RunState(passes=()), [y], [], {x})
Plan: fetch y:0, feed x:0
  known   ones:0, Const:0, mul_1/y:0
  step 1  scale:0 = Sum(ones:0, Const:0)
  step 2  mul:0 = Mul(x:0, scale:0)
  step 3  mul_1:0 = Mul(mul:0, mul_1/y:0)
  step 4  y:0 = Identity(mul_1:0)
>>> Plan(RunState(passes=[run_passes]), [y], [], {x})
Plan: fetch y:0, feed x:0
  known   ones:0, Const:0, mul_1/y:0, scale:0
  same    y:0 = mul:0, mul_1:0 = mul:0
  step 1  mul:0 = Mul(x:0, scale:0)
  step 2  y:0 = Copy(mul:0)

Left out: Grappler's other optimizers (layout, remapper fusions, common subexpressions,
memory, loops, function inlining), and folding into the graph itself: TF's folded values
become new ``Const`` nodes of the optimised graph, here they are plan values.
"""
import math
from typing import NamedTuple

import numpy as np

from . import errors, shape_memo
from .core.executor import Step
from .core.state import OPS, PASSES
from .ops.random_ops import unseeded_generator


# Grappler's meta optimizer runs its optimizers in order, then all of them again (two
# iterations by default): a skipped identity can leave an op with constant inputs only, to be
# folded in the second round, and a folded constant can make an ``x * 1`` skippable.
ROUNDS = 2


def run_passes(plan, state):
    """Runs the passes over ``plan``, the new plan of a session with state ``state``.

    A plan with control flow (``tf.cond``) runs as planned: a dead branch must reach each op.
    """
    if plan.has_control_flow:
        return
    for _ in range(ROUNDS):
        fold_constants(plan)
        newly_constant = [skip(plan) for skip in (skip_identities, skip_neutral_arithmetic)]
        if not any(newly_constant):  # then another round would change nothing
            break
    plan.aliases = {t: plan.source(t) for t in plan.aliases}
    prune_unread(plan)
    batch_unseeded_draws(plan, state)
    _keep_fetches(plan)
    remember_shapes(plan)


# ---------------------------------------------------------------------- constant folding
# Grappler's max_constant_size_in_bytes: larger values are not folded into constants.
MAX_FOLDED_BYTES = 10 << 20


def fold_constants(plan):
    """Computes, once, each side-effect-free op whose inputs are all constants, into
    ``plan.constants``: the shape arithmetic of ``tf.gradients``, ``tf.zeros(shape)``...

    Mirrors Grappler's constant folding (``ConstantFolding``). An op that fails is left to
    fail when run, and a result over ``MAX_FOLDED_BYTES`` is left to be made each run rather
    than held by the plan for the session's life (Grappler's limit too). Left out: Grappler
    also folds ``Shape`` and friends of tensors whose static shape is fully known
    (``remember_shapes`` goes further, per feed shapes) and rewrites partly constant
    expressions (``(x + 1) + 2`` into ``x + 3``).
    """
    plan.steps = [step for step in plan.steps if not _fold(plan, step)]


def _fold(plan, step):
    op, constants = step.op, plan.constants
    if not all(map(constants.__contains__, step.inputs)) or not op.outputs or \
            len(step.outputs) < len(op.outputs) or not free_of_side_effects(op):
        return False
    try:
        result = step.kernel(op, *[constants[t] for t in step.inputs])
    except (errors.OpError, ValueError, TypeError, IndexError, ArithmeticError):
        return False
    results = [result] if len(op.outputs) == 1 else list(result)
    if sum(np.asarray(r).nbytes for r in results) > MAX_FOLDED_BYTES:
        return False
    for t, value in zip(op.outputs, results):
        if isinstance(value, np.ndarray):
            value.flags.writeable = False  # so a fetch of it hands out a copy
        constants[t] = value
    return True


# ---------------------------------------------------------------------- skipping
def skip_identities(plan):
    """Skips ``tf.identity(x)``: its output becomes an alias of ``x`` (``plan.aliases``) and
    the steps that read it read ``x``.

    Mirrors the dependency optimizer's removal of Identity nodes. An identity may have
    control inputs (``tf.tuple`` makes such ones in every gradient): they only order it, and
    the steps keep the order planned from the graph. Like Grappler, it keeps an identity that
    reads a variable: when the value is read matters. Left out: Grappler also removes
    ``IdentityN`` and the identities between devices. Returns whether a step now reads
    constants only (for ``fold_constants``).
    """
    return _skip(plan, lambda op: op.type == "Identity", lambda step: step.inputs[0])


def skip_neutral_arithmetic(plan):
    """Skips ``x * 1``, ``1 * x``, ``x + 0``, ``0 + x`` and ``x - 0`` with a scalar constant,
    as ``skip_identities`` skips an identity (and returns the same).

    Mirrors the arithmetic simplifications of Grappler's constant folding, which turns such
    ops into identities. Left out: ``x * 0`` into zeros, ``x / 1``, and constants that are
    not scalars (they could broadcast ``x`` to a larger shape). An op with control inputs
    must wait for them, so it runs.
    """
    def source(step):
        neutral = OPS[step.op.type].neutral  # (value, whether it may stand on either side)
        if step.op.control_inputs:
            return None
        x, c = step.inputs
        if neutral[1] and _is_scalar(plan, x, neutral[0]):
            x, c = c, x
        return x if _is_scalar(plan, c, neutral[0]) else None
    return _skip(plan, lambda op: op.type in OPS and OPS[op.type].neutral is not None, source)


def _is_scalar(plan, tensor, value):
    known = plan.constants.get(tensor)  # an array, a numpy scalar (folded), a VariableSlot
    return getattr(known, "shape", None) == () and known.dtype.kind in "iufc" and \
        known.item() == value


def _skip(plan, skippable, source_of):
    """Drops the steps of ops ``skippable`` says yes to whose output equals the input
    ``source_of(step)`` names (None: it runs), and has the later steps read that input
    instead.

    Returns whether a step now reads constants only, which constant folding may take.
    """
    aliases, kept, newly_constant = plan.aliases, [], False
    for step in plan.steps:
        if aliases and not aliases.keys().isdisjoint(step.inputs):
            inputs = tuple(plan.source(t) for t in step.inputs)
            step = Step(step.kernel, step.op, inputs, step.single, step.outputs)
            newly_constant = newly_constant or all(map(plan.constants.__contains__, inputs))
        x = source_of(step) if skippable(step.op) else None
        # Reading a variable (a reference) must run, and when it runs matters; a fed output
        # is the feed's.
        if x is None or x.dtype.is_ref or step.single is None:
            kept.append(step)
        else:
            aliases[step.single] = x
    plan.steps = kept
    return newly_constant


class PassOp(NamedTuple):
    """The op of a step a pass adds, as the plan prints it: the graph has no such op."""
    type: str
    name: str


def _copy(op, value):
    return value.copy() if isinstance(value, np.ndarray) else value


def _keep_fetches(plan):
    """Adds a copy step for each fetched tensor a pass skipped.

    Grappler never removes a fetched node; here a skipped one gets its source's value after
    the other steps, as a copy, so that fetching both ``x`` and ``x * 1`` hands out two arrays.
    A loop's condition and body hand their values back to the loop, not to the user: the loop
    reads the sources (``Plan.source``), and no copies are made.
    """
    if plan.loop is not None:
        return
    for t in plan.fetches:
        if t in plan.aliases:
            plan.steps.append(Step(_copy, PassOp("Copy", t.op.name), (plan.source(t),), t,
                                   [(0, t)]))


# ---------------------------------------------------------------------- unread ops
def free_of_side_effects(op):
    """Whether running ``op`` only computes its outputs: it changes and checks nothing (the
    op registry's ``foldable``: not stateful, not a missing feed, a checkpoint or control
    flow, as in Grappler's IsFreeOfSideEffect). Reading a variable checks that it is
    initialised, so a read of a reference input counts; a loop is no op and is kept."""
    record = OPS.get(op.type)
    return record is not None and record.foldable and \
        not any(t.dtype.is_ref for t in op.inputs)


def prune_unread(plan):
    """Drops the steps of side-effect-free ops that are not targets and whose outputs no
    later step reads and no fetch asks for: only control inputs wait on them.

    Mirrors Grappler's dependency optimizer, which turns such ops into NoOps (so TF neither
    computes them nor reports their errors) and removes NoOps. ``tf.gradients`` makes them:
    the gradient of ``x @ W`` with respect to a fed ``x`` is grouped (``tuple``) with the one
    for ``W``, so the ``W`` update waits on it, but nothing reads it. A NoOp itself does
    nothing, so it goes too; the remaining steps stay in the order planned from the graph.
    Left out: the dependency optimizer's rewiring of control edges around what it removes
    (the planned order already keeps them).
    """
    read = {plan.source(t) for t in plan.fetches}
    kept = []
    for step in reversed(plan.steps):
        if step.op in plan.targets or not free_of_side_effects(step.op) or \
                any(t in read for _, t in step.outputs):
            kept.append(step)
            read.update(step.inputs)
    kept.reverse()
    plan.steps = kept


# ---------------------------------------------------------------------- random draws
def batch_unseeded_draws(plan, state):
    """Replaces the unseeded ``RandomStandardNormal`` steps of constant shape with one step
    per dtype that draws all their samples in one numpy call.

    No Grappler optimizer does this; TF's executor runs such ops in parallel. An unseeded
    op's samples come in no particular order, so they may come from one shared generator
    (``random_ops.unseeded_generator``): initialising thousands of variables would otherwise be mostly call
    overhead. Seeded ops keep their own Philox streams, as in TF.
    """
    batches, kept = {}, []
    for step in plan.steps:
        op = step.op
        if op.type == "RandomStandardNormal" and not (op.attrs["seed"] or op.attrs["seed2"]) \
                and step.single is not None and \
                type(plan.constants.get(step.inputs[0])) is np.ndarray and \
                op.attrs["dtype"].as_numpy_dtype in (np.float32, np.float64):
            batches.setdefault(op.attrs["dtype"].as_numpy_dtype, []).append(
                (step.single, plan.constants[step.inputs[0]].tolist()))
        else:
            kept.append(step)
    plan.steps = [_drawing(unseeded_generator(state), dtype, draws)
                  for dtype, draws in batches.items()]
    plan.steps += kept


def _drawing(generator, dtype, draws):
    """The step that draws the samples of ``draws`` ((tensor, shape) pairs) at once."""
    counts = [math.prod(shape) for _, shape in draws]

    def draw(op):
        samples = generator.standard_normal(sum(counts), dtype=dtype)
        values, start = [], 0
        for (_, shape), count in zip(draws, counts):
            values.append(samples[start:start + count].reshape(shape))
            start += count
        return values
    op = PassOp("BatchedDraws", "%d unseeded normal draws" % len(draws))
    return Step(draw, op, (), None, [(i, t) for i, (t, _) in enumerate(draws)])


# ---------------------------------------------------------------------- shapes
def remember_shapes(plan):
    """Has the plan remember its shape arithmetic per feed shapes (``shape_memo.py``).

    Grappler's constant folding computes ``Shape``, ``Size`` and ``Rank`` when the static
    shape is fully known; the memo also covers shapes that the feed shapes settle (a batch
    of ``None`` rows), remembered once per batch size. Left out for a loop's condition and
    body, whose values change from one iteration to the next.
    """
    if plan.loop is None and plan.fed:
        memo = shape_memo.ShapeMemo(plan.steps, plan.constants, plan.fed)
        if memo.tensors:
            plan.run = memo.run


PASSES.append(run_passes)  # each new plan of every session runs them
