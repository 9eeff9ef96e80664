"""Shape arithmetic remembered per feed shapes: what a plan need not recompute every step.

``tf.gradients`` fills a training step with small ops on shapes: ``Shape`` of the batch,
``BroadcastGradientArgs``, a ``Prod`` of some dimensions, a ``Cast``. Their values depend on
the *shapes* of the fed arrays only, never on the numbers in them, so once a plan has run
with a batch of 256, the next step with a batch of 256 can take them from a memo instead.
(TF's graph optimizer folds such ops only when the static shapes are fully known.)

A tensor's shape is *settled* by the feed shapes when its static shape is fully known, when it
is fed, or when an op whose output shape follows its inputs' (the op registry's
``shape_inputs``) made it from settled inputs (and from remembered values for the inputs that
act as a shape, such as Reshape's target). An op's value is remembered when it reads shapes
only (``value_from_shapes``: Shape, Size, Rank) of settled tensors, or is shape arithmetic
(``shape_arithmetic``) on remembered values and constants. Only small values are kept
(``_MAX_ELEMENTS``), and frozen, so that a fetched one comes back as a copy.

The memo is one of the graph optimisation passes (``grappler.remember_shapes``): a plan with
shape arithmetic to remember runs through its memo (``Plan.run``).

>>> import numpy as np, scopelab as tf
>>> from scopelab.core.executor import Plan, RunState, execute
>>> from scopelab.grappler import run_passes
>>> with tf.Graph().as_default():
...     x = tf.placeholder(tf.float32, [None, 3], name="x")
...     n = tf.cast(tf.shape(x)[0], tf.float32)
...     mean = tf.reduce_sum(x) / n
>>> plan = Plan(RunState(passes=[run_passes]), [mean], [], {x})
>>> [float(execute(plan, {x: np.ones((b, 3))})[mean]) for b in (2, 4, 2)]
[3.0, 3.0, 3.0]
>>> memo = plan.run.__self__  # the plan runs through its memo
>>> sorted(op.name for op in memo.ops), sorted(memo.values)
(['Cast', 'Shape', 'strided_slice'], [((2, 3),), ((4, 3),)])
"""
import numpy as np

from .core.executor import run_steps
from .core.registry import OpType
from .core.state import OPS

# What is known of a step a pass added (a copy): nothing.
_NOTHING_KNOWN = OpType("(added by a pass)")

# A remembered value has at most this many elements; anything bigger is left to be computed.
_MAX_ELEMENTS = 64


def remembered_steps(steps, constants, fed):
    """The indices of the ``steps`` whose outputs can be remembered per feed shapes."""
    settled = {t for t in fed} | {t for t in constants if _fully_known(t)}
    # Constants, but not variables: a variable's value changes from step to step.
    remembered = {t for t in constants if not t.dtype.is_ref}
    chosen = []
    for i, step in enumerate(steps):
        op, inputs, outputs = step.op, step.inputs, [t for _, t in step.outputs]
        record = OPS.get(op.type, _NOTHING_KNOWN)
        if record.value_from_shapes and all(t in settled for t in inputs) or \
                record.shape_arithmetic and all(t in remembered for t in inputs):
            chosen.append(i)
            remembered.update(outputs)
        by_value = record.shape_inputs
        if by_value is not None and all(t in remembered if j in by_value else t in settled
                                        for j, t in enumerate(inputs)) or \
                all(_fully_known(t) for t in outputs):
            settled.update(outputs)
    return chosen


def _fully_known(tensor):
    return tensor._shape.is_fully_defined()


class ShapeMemo:
    """A plan's remembered shape arithmetic: which steps it covers, and their values for each
    combination of feed shapes seen so far (``values``). A plan runs through it (``run``)."""

    def __init__(self, steps, constants, fed):
        chosen = set(remembered_steps(steps, constants, fed)) if fed else set()
        self.fed = tuple(fed)
        self.ops = [steps[i].op for i in sorted(chosen)]
        self.tensors = [t for i in sorted(chosen) for _, t in steps[i].outputs]
        self.other_steps = [s for i, s in enumerate(steps) if i not in chosen]
        self.values = {}  # feed shapes -> {remembered tensor: value}

    def run(self, steps, values):
        """Runs the plan's ``steps`` on ``values`` (constants and feeds), taking the values it
        remembers for these feed shapes instead of computing them again."""
        key = tuple(np.shape(values[t]) for t in self.fed)
        known = self.values.get(key)
        if known is not None:
            values.update(known)
            return run_steps(self.other_steps, values)
        run_steps(steps, values)
        self.remember(key, values)
        return values

    def remember(self, key, values):
        """Keeps this run's values under ``key``, if they are all small; they are frozen, so
        that fetching one hands out a copy."""
        kept = [values[t] for t in self.tensors]
        if any(np.size(v) > _MAX_ELEMENTS for v in kept):
            return
        for v in kept:
            if isinstance(v, np.ndarray):
                v.flags.writeable = False
        self.values[key] = dict(zip(self.tensors, kept))

    def __repr__(self):
        return "ShapeMemo(%d steps remembered per feed shapes)" % len(self.ops)
