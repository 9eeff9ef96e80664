"""``tf.train.exponential_decay`` and its kin: learning rates that shrink as the step grows.

Mirrors ``tf.compat.v1.train.exponential_decay`` (in TF 2 a wrapper around Keras'
``ExponentialDecay`` schedule, called at once on the step in graph mode). It builds, in the name
scope ``ExponentialDecay`` (or ``name``), the tensor

    learning_rate * decay_rate ** (global_step / decay_steps)

with ``floor`` of the exponent when ``staircase`` (the rate then drops once every
``decay_steps`` steps). The nodes: ``initial_learning_rate`` (the Const), ``Cast/x`` and
``Cast`` (decay_steps made a float), ``Cast_1/x`` (decay_rate, already a float: no Cast),
``Cast_2`` (the step), ``truediv``, ``Floor``, ``Pow``, and the Mul named like the scope.
Nothing in it is a variable: the rate is recomputed from the step each time it is run, so pass
the same ``global_step`` to ``minimize`` to make it advance.
The others, built the same way (each Python number cast to the learning rate's dtype: an int
becomes a Const and a Cast, a float just a Const ``Cast_<n>/x``), with ``p = step / decay_steps``:

- ``natural_exp_decay``: exponential decay with ``decay_rate`` replaced by ``exp(-decay_rate)``,
  whose ``Neg`` and ``Exp`` TF builds *before*, outside the ``ExponentialDecay`` scope;
- ``inverse_time_decay``: ``learning_rate / (1 + decay_rate * p)`` (``floor(p)`` when
  ``staircase``), in ``InverseTimeDecay``;
- ``polynomial_decay``: ``(learning_rate - end) * (1 - p) ** power + end`` with the step held
  at ``decay_steps``, in ``PolynomialDecay``; with ``cycle`` the step is not held but
  ``decay_steps`` grows to the next multiple above the step (``SelectV2``, ``Ceil``).

``piecewise_constant`` (``piecewise_constant_decay``) picks ``values[i]`` by where the step
falls among ``boundaries`` (``step <= boundaries[0]`` gives ``values[0]``) with an exclusive
``tf.case`` (``ops/gating_ops.py``) in the scope ``PiecewiseConstant``; its arguments are made
tensors first, outside that scope, and int32 boundaries of an int64 step (the global step) are
cast to int64 there too (``Cast``); other dtypes that differ from the step's are refused.
The cosine schedules are in ``cosine_decay.py``.
Left out: nothing of TF1's decays.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     step = tf.train.get_or_create_global_step()
...     lr = exponential_decay(0.1, step, decay_steps=2, decay_rate=0.5, staircase=True)
...     next_step = tf.assign_add(step, 1)
...     with tf.Session() as sess:
...         sess.run(step.initializer)
...         rates = [round(float(sess.run(lr)), 4) for _ in range(5) if sess.run(next_step)]
>>> lr.op.name, lr.op.type, rates      # at steps 1, 2, 3, 4, 5
('ExponentialDecay', 'Mul', [0.1, 0.05, 0.05, 0.025, 0.025])
"""
from .. import dtypes, nest
from ..default_graph import name_scope
from ..ops import math_ops
from ..ops.gating_ops import case
from ..ops.core import constant, convert_to_tensor
from ..ops.grad_ops import select_v2
from ..ops.unary_math_ops import ceil


def rate_and_casts(learning_rate, *values):
    """The learning rate as a tensor (``initial_learning_rate``), then each of ``values`` cast
    to its dtype, in order: TF's decays convert their arguments so, one ``Cast`` each."""
    initial = convert_to_tensor(learning_rate, name="initial_learning_rate")
    return [initial] + [math_ops.cast(v, initial.dtype) for v in values]


def _progress(learning_rate, global_step, decay_steps, decay_rate, staircase):
    """(initial rate, decay rate, ``global_step / decay_steps``), floored with ``staircase``."""
    initial, decay_steps, decay_rate, step = rate_and_casts(learning_rate, decay_steps,
                                                            decay_rate, global_step)
    p = step / decay_steps
    return initial, decay_rate, math_ops.floor(p) if staircase else p


def exponential_decay(learning_rate, global_step, decay_steps, decay_rate, staircase=False,
                      name=None):
    """``learning_rate * decay_rate ** (global_step / decay_steps)`` as a tensor."""
    with name_scope(name or "ExponentialDecay") as scope:
        initial, decay_rate, p = _progress(learning_rate, global_step, decay_steps, decay_rate,
                                           staircase)
        return math_ops.multiply(initial, math_ops.pow(decay_rate, p), name=scope)


def natural_exp_decay(learning_rate, global_step, decay_steps, decay_rate, staircase=False,
                      name=None):
    """``learning_rate * exp(-decay_rate * global_step / decay_steps)`` as a tensor."""
    natural_rate = math_ops.exp(math_ops.negative(decay_rate))
    return exponential_decay(learning_rate, global_step, decay_steps, natural_rate,
                             staircase=staircase, name=name)


def inverse_time_decay(learning_rate, global_step, decay_steps, decay_rate, staircase=False,
                       name=None):
    """``learning_rate / (1 + decay_rate * global_step / decay_steps)`` as a tensor."""
    with name_scope(name or "InverseTimeDecay") as scope:
        initial, decay_rate, p = _progress(learning_rate, global_step, decay_steps, decay_rate,
                                           staircase)
        one = math_ops.cast(constant(1), initial.dtype)
        return math_ops.truediv(initial, math_ops.add(one, math_ops.multiply(decay_rate, p)),
                                name=scope)


def polynomial_decay(learning_rate, global_step, decay_steps, end_learning_rate=0.0001,
                     power=1.0, cycle=False, name=None):
    """From ``learning_rate`` to ``end_learning_rate`` along ``(1 - p) ** power`` over
    ``decay_steps`` steps, then flat (or, with ``cycle``, again over a longer span)."""
    with name_scope(name or "PolynomialDecay") as scope:
        initial, end, power, step, span = rate_and_casts(learning_rate, end_learning_rate,
                                                         power, global_step, decay_steps)
        if cycle:
            # The first multiple of decay_steps above the step (decay_steps itself at step 0).
            multiplier = select_v2(math_ops.equal(step, 0), 1.0, ceil(step / decay_steps))
            span = math_ops.multiply(span, multiplier)
        else:
            step = math_ops.minimum(step, span)
        p = math_ops.truediv(step, span)
        return math_ops.add(math_ops.multiply(initial - end, math_ops.pow(1 - p, power)), end,
                            name=scope)


def piecewise_constant(x, boundaries, values, name=None):
    """``values[0]`` while ``x <= boundaries[0]``, ``values[i]`` while ``boundaries[i-1] < x <=
    boundaries[i]``, ``values[-1]`` past the last boundary."""
    boundaries = [convert_to_tensor(b) for b in nest.flatten(boundaries)]
    values = [convert_to_tensor(v) for v in nest.flatten(values)]
    x = convert_to_tensor(x)
    step_dtype = x.dtype.base_dtype
    for i, b in enumerate(boundaries):
        if b.dtype.base_dtype != step_dtype:
            if b.dtype.base_dtype != dtypes.int32 or step_dtype != dtypes.int64:
                raise ValueError("Boundaries (%s) must have the same dtype as x (%s)."
                                 % (b.dtype.base_dtype, step_dtype))
            boundaries[i] = math_ops.cast(b, step_dtype)
    for v in values[1:]:
        if v.dtype.base_dtype != values[0].dtype.base_dtype:
            raise ValueError("Values must have elements all with the same dtype (%s vs %s)."
                             % (values[0].dtype.base_dtype, v.dtype.base_dtype))
    if len(boundaries) != len(values) - 1:
        raise ValueError("The length of boundaries should be 1 less than the length of values")
    with name_scope(name or "PiecewiseConstant"):
        # TF's order of the tests: below the first boundary, past the last, then each interval.
        pairs = [(x <= boundaries[0], lambda: values[0]), (x > boundaries[-1], lambda: values[-1])]
        for low, high, v in zip(boundaries[:-1], boundaries[1:], values[1:-1]):
            pairs.append(((x > low) & (x <= high), lambda v=v: v))
        return case(pairs, lambda: values[0], exclusive=True)


piecewise_constant_decay = piecewise_constant
