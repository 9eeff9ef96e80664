"""``tf.train.ExponentialMovingAverage``: a shadow variable that trails each variable.

Mirrors ``tensorflow/python/training/moving_averages.py``. ``apply(var_list)`` makes, once per
variable (and per EMA object), a *shadow* variable, then returns one op that moves every
shadow towards its variable:

    shadow -= (shadow - variable) * (1 - decay)

- the shadow is a slot (``slot_creator.create_slot``): made by ``get_variable`` in a variable
  scope with the default name ``<variable op name>/ExponentialMovingAverage``, under the
  current variable scope (``tower/m/w/ExponentialMovingAverage`` inside ``tower``), not
  trainable, colocated with its variable. Its initial value is the variable's *initialized
  value*, ``cond(IsVariableInitialized(w), read w, w's initial value)``, so the graph gets a
  ``cond/...`` block and, in the shadow's initializer, a guarded copy of it
  (``cond/read_m/w/ExponentialMovingAverage``...). The variable joins the collection
  ``moving_average_variables``;
- because the shadow is a ``get_variable``, ``apply`` under an inherited ``reuse=True`` fails
  ("Variable m/m/w/ExponentialMovingAverage/ does not exist") unless the shadow exists: an
  EMA built there after another one *shares* that one's shadows;
- the update op is a NoOp named like the name scope ``ExponentialMovingAverage`` (``_1``...
  on later calls) grouping one ``AssignMovingAvg`` (AssignSub) per variable. ``decay`` is the
  Const ``ExponentialMovingAverage/decay``; with ``num_updates`` it becomes
  ``min(decay, (1 + num_updates) / (10 + num_updates))``;
- ``apply`` also takes tensors (a loss): their shadow starts at zeros, and with
  ``zero_debias=True`` it is divided by ``1 - decay**t`` after ``t`` updates (two more
  variables, ``<shadow>/biased`` and ``<shadow>/local_step``).

``average(var)`` is the shadow, ``average_name(var)`` its name, and ``variables_to_restore()``
maps shadow names to variables: a ``Saver`` built on it loads the averages *into* the
variables (evaluation with averaged weights).
Left out: distribution strategies, shadows of variables or tensors of unknown shape.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("m"):
...         w = tf.get_variable("w", [], initializer=tf.constant_initializer(10.0))
...     ema = ExponentialMovingAverage(decay=0.5)
...     update = ema.apply([w])
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         _ = sess.run(w.assign(0.0))
...         values = [float(sess.run([update, ema.average(w)])[1]) for _ in range(3)]
>>> update.name, ema.average(w).name, values
('ExponentialMovingAverage', 'm/w/ExponentialMovingAverage:0', [5.0, 2.5, 1.25])
"""
from .. import dtypes
from ..default_graph import add_to_collection, get_default_graph, name_scope
from ..graph_keys import GraphKeys
from ..initializers import zeros_initializer
from ..ops import math_ops, state_ops
from ..ops.control_flow_ops import cond, group
from ..ops.core import convert_to_tensor
from ..variable_scope import get_variable, get_variable_scope, variable_scope
from ..variables import (Variable, global_variables, moving_average_variables,
                         trainable_variables)
from . import slot_creator

_FLOATS = (dtypes.float16, dtypes.float32, dtypes.float64)


def assign_moving_average(variable, value, decay, zero_debias=True, name=None):
    """``variable -= (variable - value) * (1 - decay)``, in name scope ``AssignMovingAvg``.

    With ``zero_debias`` the average is kept in ``<variable>/biased`` and ``variable`` gets it
    divided by ``1 - decay ** <number of updates>``, so it does not start biased towards 0.
    """
    with name_scope(name, "AssignMovingAvg") as scope:
        decay = convert_to_tensor(1.0 - decay, name="decay")
        if decay.dtype != variable.dtype.base_dtype:
            decay = math_ops.cast(decay, variable.dtype.base_dtype)
        if zero_debias:
            return _zero_debias(variable, value, decay)
        return state_ops.assign_sub(variable, (variable - value) * decay, name=scope)


def _unique_in_scope(name):
    """``name``, or ``name_1``... if the current variable scope already has such a variable
    (under ``reuse``: always ``name``)."""
    scope = get_variable_scope()
    if scope.reuse:
        return name
    taken = {v.op.name for v in scope.global_variables()}
    full_name = scope.name + "/" + name
    if full_name not in taken:
        return name
    i = 1
    while "%s_%d" % (full_name, i) in taken:
        i += 1
    return "%s_%d" % (name, i)


def _zero_debias(shadow, value, decay):
    g = get_default_graph()
    with variable_scope(shadow.op.name):
        with g.colocate_with(shadow):
            biased = get_variable(_unique_in_scope("biased"), shape=shadow.get_shape(),
                                  dtype=shadow.dtype.base_dtype,
                                  initializer=zeros_initializer(), trainable=False)
            local_step = get_variable(_unique_in_scope("local_step"), shape=[],
                                      dtype=shadow.dtype.base_dtype,
                                      initializer=zeros_initializer(), trainable=False)
    update_biased = state_ops.assign_sub(biased, (biased - value) * decay)
    update_local_step = local_step.assign_add(1)
    # ``decay`` here is already 1 - decay.
    bias_factor = 1 - math_ops.pow(1.0 - decay, update_local_step)
    return state_ops.assign(shadow, update_biased / bias_factor, name=g.get_name_scope() + "/")


class ExponentialMovingAverage:
    """Keeps a decaying average of variables (or tensors) in shadow variables."""

    def __init__(self, decay, num_updates=None, zero_debias=False,
                 name="ExponentialMovingAverage"):
        self._decay = decay
        self._num_updates = num_updates
        self._zero_debias = zero_debias
        self._name = name
        # variable or tensor -> its shadow (keyed by identity, like TF's var.ref())
        self._averages = {}

    @property
    def name(self):
        return self._name

    def apply(self, var_list=None):
        """The op updating the shadows of ``var_list`` (default: the trainable variables),
        making the shadows that do not exist yet."""
        if var_list is None:
            var_list = trainable_variables()
        g = get_default_graph()
        debiased = set()
        for var in var_list:
            if var.dtype.base_dtype not in _FLOATS:
                raise TypeError("The variables must be half, float, or double: %s" % var.name)
            if var in self._averages:
                continue
            # Shadows are made outside any control dependencies or cond branch.
            with g.init_scope():
                if isinstance(var, Variable):
                    with g.device(var.device):
                        value = cond(state_ops.is_variable_initialized(var), var.read_value,
                                     lambda var=var: var.initial_value)
                    avg = slot_creator.create_slot(var, value, self._name)
                    add_to_collection(GraphKeys.MOVING_AVERAGE_VARIABLES, var)
                else:
                    avg = slot_creator.create_zeros_slot(
                        var, self._name, colocate_with_primary=var.op.type in (
                            "Variable", "VariableV2", "VarHandleOp"))
                    if self._zero_debias:
                        debiased.add(avg)
            self._averages[var] = avg
        with name_scope(self._name) as scope:
            decay = convert_to_tensor(self._decay, dtype=dtypes.float32, name="decay")
            if self._num_updates is not None:
                num_updates = math_ops.cast(self._num_updates, dtypes.float32,
                                            name="num_updates")
                decay = math_ops.minimum(decay, (1.0 + num_updates) / (10.0 + num_updates))
            updates = [assign_moving_average(self._averages[var], var, decay,
                                             zero_debias=self._averages[var] in debiased)
                       for var in var_list]
            return group(*updates, name=scope)

    def average(self, var):
        """The shadow variable of ``var``, or None if ``apply`` never saw it."""
        return self._averages.get(var)

    def average_name(self, var):
        """The name of ``var``'s shadow; for a variable without one, the name ``apply`` would
        give it now."""
        if var in self._averages:
            return self._averages[var].op.name
        return get_default_graph().unique_name(var.op.name + "/" + self._name,
                                               mark_as_used=False)

    def variables_to_restore(self, moving_avg_variables=None):
        """{checkpoint name: variable} restoring each averaged variable from its shadow, and
        every other global variable from its own name."""
        if moving_avg_variables is None:
            moving_avg_variables = trainable_variables() + moving_average_variables()
        unique = list(dict.fromkeys(moving_avg_variables))
        name_map = {self.average_name(v): v for v in unique}
        averaged = {v.name for v in unique}
        for v in global_variables():
            if v.name not in averaged and v.op.name not in name_map:
                name_map[v.op.name] = v
        return name_map
