"""Shape arithmetic remembered per feed shapes: what a plan need not recompute every step.

``tf.gradients`` fills a training step with small ops on shapes: ``Shape`` of the batch,
``BroadcastGradientArgs``, a ``Prod`` of some dimensions, a ``Cast``. Their values depend on
the *shapes* of the fed arrays only, never on the numbers in them, so once a plan has run
with a batch of 256, the next step with a batch of 256 can take them from a memo instead.
(TF's graph optimizer folds such ops only when the static shapes are fully known.)

A tensor's shape is *settled* by the feed shapes when its static shape is fully known, when it
is fed, or when an op of ``_SHAPE_FOLLOWS_INPUTS`` made it from settled inputs (and from
remembered values for the inputs that act as a shape, such as Reshape's target). An op's
value is remembered when it is ``Shape``/``ShapeN``/``Size``/``Rank`` of settled tensors, or
shape arithmetic (``_SHAPE_ARITHMETIC``) on remembered values and constants. Only small values
are kept (``_MAX_ELEMENTS``), and frozen, so that a fetched one comes back as a copy.

The memo is one of the graph optimisation passes (``grappler.remember_shapes``): a plan has
one when its shape arithmetic can be remembered at all.

>>> import numpy as np, scopelab as tf
>>> from scopelab.executor import Plan, RunState, execute
>>> from scopelab.grappler import run_passes
>>> with tf.Graph().as_default():
...     x = tf.placeholder(tf.float32, [None, 3], name="x")
...     n = tf.cast(tf.shape(x)[0], tf.float32)
...     mean = tf.reduce_sum(x) / n
>>> plan = Plan(RunState(run_passes), [mean], [], {x})
>>> [float(execute(plan, {x: np.ones((b, 3))})[mean]) for b in (2, 4, 2)]
[3.0, 3.0, 3.0]
>>> sorted(op.name for op in plan.shape_memo.ops), sorted(plan.shape_memo.values)
(['Cast', 'Shape', 'strided_slice'], [((2, 3),), ((4, 3),)])
"""
import numpy as np

# Ops whose output shape follows from their inputs' shapes, and from the values of the inputs
# listed (axes, a target shape, multiples), never from the numbers in the data.
_SHAPE_FOLLOWS_INPUTS = dict.fromkeys((
    "Identity", "AddV2", "Add", "Sub", "Mul", "RealDiv", "Maximum", "Minimum", "SquaredDifference",
    "Neg", "Square", "Sqrt", "Exp", "Log", "Log1p", "Tanh", "Sigmoid", "Relu", "Relu6", "Abs",
    "Sign", "Floor", "Cast", "MatMul", "BiasAdd", "ZerosLike", "OnesLike", "StopGradient",
    "ReluGrad", "SigmoidGrad", "TanhGrad", "BiasAddGrad", "Softmax", "LogSoftmax", "L2Loss"), ())
_SHAPE_FOLLOWS_INPUTS.update({"Sum": (1,), "Mean": (1,), "Prod": (1,), "Max": (1,), "Min": (1,),
                              "Reshape": (1,), "Tile": (1,), "ExpandDims": (1,),
                              "Transpose": (1,), "Fill": (0,)})

# Side-effect-free ops that compute small values from shapes.
_SHAPE_ARITHMETIC = frozenset({
    "BroadcastGradientArgs", "GatherV2", "Prod", "Sum", "Cast", "Maximum", "Minimum", "FloorDiv",
    "RealDiv", "Mul", "AddV2", "Sub", "Pack", "ConcatV2", "Reshape", "StridedSlice", "Range",
    "Identity", "DynamicStitch", "FloorMod", "ConcatOffset", "ListDiff", "InvertPermutation"})

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
        if op.type in ("Shape", "ShapeN", "Size", "Rank") and all(t in settled for t in inputs) or \
                op.type in _SHAPE_ARITHMETIC and all(t in remembered for t in inputs):
            chosen.append(i)
            remembered.update(outputs)
        by_value = _SHAPE_FOLLOWS_INPUTS.get(op.type)
        if by_value is not None and all(t in remembered if j in by_value else t in settled
                                        for j, t in enumerate(inputs)) or \
                all(_fully_known(t) for t in outputs):
            settled.update(outputs)
    return chosen


def _fully_known(tensor):
    return tensor._shape.is_fully_defined()


class ShapeMemo:
    """A plan's remembered shape arithmetic: which steps it covers, and their values for each
    combination of feed shapes seen so far (``values``). ``execute`` asks it which steps to
    run (``recall``) and hands it the values afterwards (``remember``)."""

    def __init__(self, steps, constants, fed):
        chosen = set(remembered_steps(steps, constants, fed)) if fed else set()
        self.fed = tuple(fed)
        self.ops = [steps[i].op for i in sorted(chosen)]
        self.tensors = [t for i in sorted(chosen) for _, t in steps[i].outputs]
        self.all_steps = steps
        self.other_steps = [s for i, s in enumerate(steps) if i not in chosen]
        self.values = {}  # feed shapes -> {remembered tensor: value}

    def recall(self, feeds, values):
        """(steps to run, key to remember under afterwards, or None).

        When these feed shapes were seen before, the remembered values go into ``values``
        and only the other steps run.
        """
        key = tuple(np.shape(feeds[t]) for t in self.fed)
        known = self.values.get(key)
        if known is None:
            return self.all_steps, key
        values.update(known)
        return self.other_steps, None

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
