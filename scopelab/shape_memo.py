"""Shape arithmetic remembered per feed shapes: what a plan need not recompute every step.

``tf.gradients`` fills a training step with small ops on shapes: ``Shape`` of the batch,
``BroadcastGradientArgs``, a ``Prod`` of some dimensions, a ``Cast``. Their values depend on
the *shapes* of the fed arrays only, never on the numbers in them, so once a plan has run
with a batch of 256, the next step with a batch of 256 can take them from a memo instead.
(TF's graph optimizer folds such ops only when the static shapes are fully known.)

A tensor's shape is *settled* by the feed shapes when its static shape is fully known, when it
is fed, or when an op of ``_SHAPE_FOLLOWS_INPUTS`` made it from settled inputs (and from
remembered values for the inputs that act as a shape, such as Reshape's target). An op's value is remembered when it is ``Shape``/``Size``/``Rank`` of a
settled tensor, or shape arithmetic (``_SHAPE_ARITHMETIC``) on remembered values and
constants. Only small values are kept (``_MAX_ELEMENTS``), and frozen, so that a fetched one
comes back as a copy.

>>> import numpy as np, scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None, 3], name="x")
...     n = tf.cast(tf.shape(x)[0], tf.float32)
...     mean = tf.reduce_sum(x) / n
...     with tf.Session() as sess:
...         plan_runs = [float(sess.run(mean, {x: np.ones((b, 3))})) for b in (2, 4, 2)]
...         plan = next(iter(sess._state.plans.values()))
>>> plan_runs, sorted(op.name for op in plan.remembered_ops), sorted(plan.memo)
([3.0, 3.0, 3.0], ['Cast', 'Shape', 'strided_slice'], [((2, 3),), ((4, 3),)])
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
    "Identity", "DynamicStitch"})

# A remembered value has at most this many elements; anything bigger is left to be computed.
_MAX_ELEMENTS = 64


def remembered_steps(steps, constants, fed):
    """The indices of the ``steps`` whose outputs can be remembered per feed shapes."""
    settled = {t for t in fed} | {t for t in constants if _fully_known(t)}
    # Constants, but not variables: a variable's value changes from step to step.
    remembered = {t for t in constants if not t.dtype.is_ref}
    chosen = []
    for i, (_, op, inputs, _, outs) in enumerate(steps):
        outputs = [t for _, t in outs]
        if op.type in ("Shape", "Size", "Rank") and inputs[0] in settled or \
                op.type in _SHAPE_ARITHMETIC and all(t in remembered for t in inputs):
            chosen.append(i)
            remembered.update(outputs)
        by_value = _SHAPE_FOLLOWS_INPUTS.get(op.type)
        if by_value is not None and all(t in remembered if i in by_value else t in settled
                                        for i, t in enumerate(inputs)) or \
                all(_fully_known(t) for t in outputs):
            settled.update(outputs)
    return chosen


def _fully_known(tensor):
    return tensor._shape.is_fully_defined()


def prepare(plan, fed, skip):
    """Gives ``plan`` its memo: which tensors to remember, and the steps left when they are
    known (``skip``: nothing to remember, e.g. with control flow)."""
    chosen = [] if skip or not fed else remembered_steps(plan.steps, plan.constants, fed)
    plan.fed = tuple(fed)
    plan.remembered_ops = [plan.steps[i][1] for i in chosen]
    plan.remembered = [t for i in chosen for _, t in plan.steps[i][4]]
    plan.steps_after_memo = [s for i, s in enumerate(plan.steps) if i not in set(chosen)]
    plan.memo = {}  # feed shapes -> {remembered tensor: value}


def recall(plan, feeds, values):
    """(steps to run, key to remember under afterwards, or None).

    When these feed shapes were seen before, the remembered values go into ``values`` and
    only the other steps run.
    """
    if not plan.remembered:
        return plan.steps, None
    key = tuple(np.shape(feeds[t]) for t in plan.fed)
    known = plan.memo.get(key)
    if known is None:
        return plan.steps, key
    values.update(known)
    return plan.steps_after_memo, None


def remember(plan, key, values):
    """Keeps this run's remembered values under ``key``, if they are all small; they are
    frozen, so that fetching one hands out a copy."""
    kept = [values[t] for t in plan.remembered]
    if any(np.size(v) > _MAX_ELEMENTS for v in kept):
        return
    for v in kept:
        if isinstance(v, np.ndarray):
            v.flags.writeable = False
    plan.memo[key] = dict(zip(plan.remembered, kept))
