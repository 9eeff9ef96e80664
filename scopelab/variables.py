"""``RefVariable``: what ``tf.Variable(...)`` makes, with the rest of TF's variable API; and the
collections that list variables.

Mirrors ``RefVariable`` in TF's ``ref_variable.py``. What a variable *is* (VariableV2, Assign
initializer, ``read`` snapshot; made through the creators in force) is the core's
``tf.Variable`` (``core/variables.py``), of which RefVariable is a subclass, as in TF. It
adds:

- TF's checks of the constructor's arguments and of the distribution modes
  (``variable_modes.py``); an initial value built inside a ``tf.while_loop`` body or a
  ``tf.cond`` branch is refused (it would run on every iteration);
- when an initial value reads another variable, TF rewrites it to read that variable through
  ``initialized_value()`` (a cond), so the two can be initialised by one ``init`` in any order
  (``initial_value_guard.py``);
- writing (``assign``, the scatters, ``v[0].assign(...)``, ``count_up_to``, ``load``:
  ``variable_updates.py``), ``set_shape``, ``initialized_value``, ``ref()``, ``to_proto`` /
  ``from_proto`` and ``SaveSliceInfo`` (``variable_protos.py``);
- Tensor's operators (``v + 1``, ``v & mask``...), which ``ops/tensor_operators.py`` wraps to
  act on the ``read`` snapshot (``Variable.__add__.__wrapped__ is Tensor.__add__``) when it
  installs them on Tensor; iterating over one reads it (another ``read``), then fails as
  iterating over a tensor does.

Left out: resource variables.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     W = tf.Variable(tf.zeros([2]), name="W")
>>> type(W).__name__, [op.name for op in g.get_operations()], W.initializer.name
('RefVariable', ['zeros', 'W', 'W/Assign', 'W/read'], 'W/Assign')
"""
from .core.state import hooks
from .core.variables import (Variable, global_variables, local_variables,  # noqa: F401
                             trainable_variables, variable_creator_scope)
from .default_graph import get_collection, get_default_graph
from .graph_keys import GraphKeys
from .initial_value_guard import guard_against_uninitialized
from .ops import state_ops, tensor_operators  # noqa: F401 - which gives Variable its operators
from .ops.control_flow_ops import cond
from .tensor import Reference
from .tf_logging import warn_deprecated
from .variable_modes import (VariableAggregation, VariableAggregationV2,  # noqa: F401
                             VariableSynchronization, _checked_distribution)
from .variable_protos import SaveSliceInfo, prepend_name_scope, variable_def
from .variable_updates import VariableUpdates


class RefVariable(VariableUpdates, Variable):
    """A TF1 reference variable (see ``core/variables.py``), with TF's full API."""

    _distribute_strategy = None  # no tf.distribute here

    def __init__(self, initial_value=None, trainable=None, collections=None, validate_shape=True,
                 caching_device=None, name=None, variable_def=None, dtype=None,
                 expected_shape=None, import_scope=None, constraint=None, use_resource=None,
                 synchronization=VariableSynchronization.AUTO,
                 aggregation=VariableAggregation.NONE, shape=None):
        self._save_slice_info = None
        if variable_def is not None:
            self._init_from_proto(variable_def, import_scope)
            return
        if initial_value is None:
            raise ValueError("initial_value must be specified.")
        if collections is not None and not isinstance(collections, (list, tuple, set)):
            raise ValueError("collections argument to Variable constructor must be a list, tuple, "
                             "or set. Got %s of type %s" % (collections, type(collections)))
        if constraint is not None and not callable(constraint):
            raise ValueError("The `constraint` argument must be a callable.")
        synchronization, aggregation, trainable = _checked_distribution(
            synchronization, aggregation, trainable, name)
        super().__init__(initial_value, trainable, collections, validate_shape, caching_device,
                         name, dtype, constraint, shape, synchronization, aggregation)

    def _checked_initial_value(self, initial_value, dtype, scope):
        value = super()._checked_initial_value(initial_value, dtype, scope)
        if value.op._control_flow_context is not None:
            raise ValueError(
                "Initializer for variable %s is from inside a control-flow construct, such as a "
                "loop or conditional. When creating a variable inside a loop or conditional, use "
                "a lambda as the initializer." % scope)
        return value

    def _assign_initial_value(self, name, value, validate_shape):
        return state_ops.assign(self._variable, guard_against_uninitialized(name, value),
                                validate_shape=validate_shape).op

    def _init_from_proto(self, variable_def, import_scope):
        """Wraps the ops a ``VariableDef`` message names (an imported meta graph's), under
        ``import_scope``; the variable joins no collection."""
        g = get_default_graph()
        find = lambda name: g.as_graph_element(prepend_name_scope(name, import_scope))  # noqa
        self._variable = find(variable_def.variable_name)
        self._initializer_op = find(variable_def.initializer_name)
        self._snapshot = find(variable_def.snapshot_name)
        self._initial_value = find(variable_def.initial_value_name) \
            if variable_def.initial_value_name else None
        self._synchronization, self._aggregation, self._trainable = _checked_distribution(
            variable_def.synchronization, variable_def.aggregation, variable_def.trainable,
            variable_def.variable_name)
        self._save_slice_info = SaveSliceInfo(
            save_slice_info_def=variable_def.save_slice_info_def, import_scope=import_scope) \
            if variable_def.HasField("save_slice_info_def") else None
        self._caching_device, self._constraint = None, None

    def to_proto(self, export_scope=None):
        """This variable's ``VariableDef`` (None if it is outside ``export_scope``)."""
        return variable_def(self, export_scope)

    @staticmethod
    def from_proto(variable_def, import_scope=None):
        """The variable a ``VariableDef`` describes, over ops already in the default graph."""
        return RefVariable(variable_def=variable_def, import_scope=import_scope)

    def _set_save_slice_info(self, save_slice_info):
        self._save_slice_info = save_slice_info

    def _get_save_slice_info(self):
        return self._save_slice_info

    @property
    def _shared_name(self):
        return self._variable.op.name

    def initialized_value(self):
        """The value once initialised: runs the initializer first if it has not run yet.

        Builds ``cond(is_variable_initialized(W), W.read_value, lambda: W.initial_value)``.
        """
        g = self.graph
        with g.init_scope():
            return cond(state_ops.is_variable_initialized(self._variable), self.read_value,
                        lambda: self._initial_value)

    def _ref(self):
        return self._variable

    def ref(self):
        """A hashable ``Reference`` to this variable (see ``tensor.py``)."""
        return Reference(self)

    def experimental_ref(self):
        """``ref()`` under its old name, which TF deprecates."""
        warn_deprecated("Variable.experimental_ref", "tensorflow.python.ops.variables",
                        "Use ref() instead.")
        return self.ref()

    def set_shape(self, shape):
        """Narrows the static shape of the variable's reference and of its ``read``."""
        self._variable.set_shape(shape)
        self._snapshot.set_shape(shape)

    def _repr_html_(self):
        from .rich_display import variable_html  # Jupyter's table
        return variable_html(self)


# TF's tf.Variable has these too: its nested SaveSliceInfo, and making one from a VariableDef.
Variable.SaveSliceInfo = SaveSliceInfo
Variable.from_proto = RefVariable.from_proto


hooks.variable_class = RefVariable  # what tf.Variable(...) and get_variable make
hooks.distribution = _checked_distribution  # get_variable's checks of the modes
VariableV1 = Variable


# ---------------------------------------------------------------------- collections, init
all_variables = global_variables


def model_variables(scope=None):
    return get_collection(GraphKeys.MODEL_VARIABLES, scope)


def moving_average_variables(scope=None):
    """The variables an ``ExponentialMovingAverage`` keeps a shadow of."""
    return get_collection(GraphKeys.MOVING_AVERAGE_VARIABLES, scope)
