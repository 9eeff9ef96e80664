"""``tf.Variable`` (TF1's reference variable) and the collections that list variables.

Mirrors ``RefVariable`` in ``variables.py``. A variable named ``W`` is four nodes:

- ``W`` (VariableV2): the storage handle, dtype ``float32_ref``; values live in sessions;
- its initial value (``W/initial_value`` or ``W/Initializer/...`` or any tensor you pass);
- ``W/Assign``: the variable's ``initializer``, which copies the initial value in;
- ``W/read`` (Identity): the snapshot that ops use when they use ``W``.

``W/Assign`` and ``W/read`` are colocated with ``W`` (``_class: loc:@W``).
``global_variables_initializer()`` (``variable_initialization.py``) is a NoOp ``init`` whose
control inputs are the Assigns.
When an initial value reads another variable, TF rewrites it to read that variable through
``initialized_value()`` (a cond), so the two can be initialised by one ``init`` in any order.
An initial value built inside a ``tf.while_loop`` body or a ``tf.cond`` branch is refused (it
would run on every iteration); a function as the initial value is built outside them.
Variables are ``RefVariable`` objects, of a subclass of ``tf.Variable``, as in TF. Their
operators (``v + 1``, ``v & mask``...) are Tensor's own, wrapped to act on the
``read`` snapshot (``Variable.__add__.__wrapped__ is Tensor.__add__``); iterating over one
reads it (another ``read`` Identity), then fails as iterating over a tensor does.
``to_proto`` / ``from_proto`` and ``SaveSliceInfo`` are in ``variable_protos.py``.
The update methods (assign, the scatters, ``v[0].assign(...)``) are in variable_updates.py.
Left out: resource variables.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     W = tf.Variable(tf.zeros([2]), name="W")
>>> [op.name for op in g.get_operations()], W.initializer.name, W.value().name
(['zeros', 'W', 'W/Assign', 'W/read'], 'W/Assign', 'W/read:0')
"""
import functools
import inspect

from .default_graph import get_collection, get_default_graph, user_traceback
from .graph_keys import GraphKeys
from .ops import state_ops  # importing ops installs Tensor's operators, wrapped below
from .ops.array_ops import identity
from .ops.control_flow_ops import cond
from .ops.core import convert_to_tensor
from .tensor import Reference, Tensor
from .tensor_shape import unknown_shape
from .tf_logging import warn_deprecated
from .initial_value_guard import guard_against_uninitialized
from .variable_modes import (VariableAggregation, VariableAggregationV2,  # noqa: F401
                             VariableSynchronization, _checked_distribution)
from .variable_protos import SaveSliceInfo, prepend_name_scope, variable_def
from .variable_updates import VariableUpdates


class _CreatedThroughCreators(type):
    """Metaclass of ``Variable``: making one goes through the ``tf.variable_creator_scope``
    creators in force (see ``variable_creator.py``), each handed every argument by keyword."""

    def __call__(cls, *args, **kwargs):
        if cls is not Variable:  # RefVariable(...) itself, as TF's, bypasses the creators
            return super().__call__(*args, **kwargs)
        creators = get_default_graph()._variable_creator_stack
        if not creators:
            return super(_CreatedThroughCreators, RefVariable).__call__(*args, **kwargs)
        bound = _init_signature(cls).bind(None, *args, **kwargs)
        bound.apply_defaults()
        arguments = dict(bound.arguments, experimental_enable_variable_lifting=None)
        del arguments["self"]
        if arguments["aggregation"] is None:
            arguments["aggregation"] = VariableAggregation.NONE

        # TF's eager-only argument, and the one templates pass between their creators.
        def build(experimental_enable_variable_lifting, trackable_parent=None, **kw):
            return super(_CreatedThroughCreators, RefVariable).__call__(**kw)
        make = build
        for creator in creators:  # the innermost creator ends up outermost: it runs first
            make = _chained(creator, make)
        return make(**arguments)


@functools.lru_cache(maxsize=None)
def _init_signature(cls):
    """The constructor's signature, read once per class (reading it costs more than a bind)."""
    return inspect.signature(cls.__init__)


def _chained(creator, next_creator):
    return lambda **kwargs: creator(next_creator, **kwargs)


class Variable(VariableUpdates, metaclass=_CreatedThroughCreators):
    """A TF1 reference variable: a VariableV2 node plus its Assign initializer and read.

    Making one goes through the ``tf.variable_creator_scope`` creators in force, if any, and
    gives a ``RefVariable``."""

    __array_priority__ = 100  # numpy_array - variable reads the variable, as for a Tensor
    SaveSliceInfo = SaveSliceInfo
    _distribute_strategy = None  # no tf.distribute here

    def __init__(self, initial_value=None, trainable=None, collections=None, validate_shape=True,
                 caching_device=None, name=None, variable_def=None, dtype=None,
                 expected_shape=None, import_scope=None, constraint=None, use_resource=None,
                 synchronization=VariableSynchronization.AUTO,
                 aggregation=VariableAggregation.NONE, shape=None):
        if variable_def is not None:
            self._init_from_proto(variable_def, import_scope)
            return
        if initial_value is None:
            raise ValueError("initial_value must be specified.")
        if collections is None:
            collections = [GraphKeys.GLOBAL_VARIABLES]
        if not isinstance(collections, (list, tuple, set)):
            raise ValueError("collections argument to Variable constructor must be a list, tuple, "
                             "or set. Got %s of type %s" % (collections, type(collections)))
        if constraint is not None and not callable(constraint):
            raise ValueError("The `constraint` argument must be a callable.")
        self._synchronization, self._aggregation, trainable = _checked_distribution(
            synchronization, aggregation, trainable, name)
        if trainable and GraphKeys.TRAINABLE_VARIABLES not in collections:
            collections = list(collections) + [GraphKeys.TRAINABLE_VARIABLES]
        self._trainable = trainable
        g = get_default_graph()
        from_fn = callable(initial_value)
        # name="" is a scope reset, as for any TF wrapper: the nodes go to the graph root and
        # the variable op is named after its type (VariableV2).
        with g.init_scope(), g.name_scope("Variable" if name is None else name) as scope:
            true_name = scope[:-1]
            if from_fn:
                # The variable does not exist yet, so colocate with it by attribute.
                with g._attr_values_scope({"_class": (("loc:@" + true_name).encode(),)}):
                    with g.name_scope("Initializer"), g.device(None):
                        value = convert_to_tensor(initial_value(), dtype=dtype,
                                                  name="initial_value")
                    self._variable = _variable_op(value, validate_shape, shape, scope)
            else:
                try:
                    value = convert_to_tensor(initial_value, dtype=dtype, name="initial_value")
                except ValueError as e:
                    raise ValueError("initial_value: %s" % e) from None
                if value.op in g._loop_of or value.op in g._cond_of:
                    raise ValueError(
                        "Initializer for variable %s is from inside a control-flow construct, "
                        "such as a loop or conditional. When creating a variable inside a loop "
                        "or conditional, use a lambda as the initializer." % scope)
                self._variable = _variable_op(value, validate_shape, shape, scope)
            self._initial_value = value
            self._variable.op.defined_at = user_traceback()
            self._initializer_op = state_ops.assign(
                self._variable, guard_against_uninitialized(true_name, value),
                validate_shape=validate_shape).op
            # The read sits with the variable, unless a caching device says where to read it.
            with g.colocate_with(self._variable.op) if caching_device is None else g.device(
                    caching_device):
                self._snapshot = identity(self._variable, name="read")
        g.add_to_collections(collections, self)
        self._caching_device, self._constraint = caching_device, constraint
        self._save_slice_info = None

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

    # ------------------------------------------------------------------ what it is
    @property
    def name(self):
        return self._variable.name

    @property
    def _shared_name(self):
        return self._variable.op.name

    @property
    def op(self):
        return self._variable.op

    @property
    def graph(self):
        return self._variable.graph

    @property
    def dtype(self):
        return self._variable.dtype

    @property
    def shape(self):
        return self._variable.shape

    def get_shape(self):
        return self._variable.shape

    def set_shape(self, shape):
        """Narrows the static shape of the variable's reference and of its ``read``."""
        self._variable.set_shape(shape)
        self._snapshot.set_shape(shape)

    @property
    def device(self):
        return self._variable.op.device

    trainable = property(lambda self: self._trainable)
    synchronization = property(lambda self: self._synchronization)
    aggregation = property(lambda self: self._aggregation)
    # What an optimizer applies to the variable after each update (see train/optimizer.py).
    constraint = property(lambda self: self._constraint)

    @property
    def initializer(self):
        """The Assign op that sets the variable to its initial value."""
        return self._initializer_op

    @property
    def initial_value(self):
        return self._initial_value

    # ------------------------------------------------------------------ reading
    def value(self):
        """The ``read`` snapshot: what other ops consume when they use this variable."""
        return self._snapshot

    def read_value(self):
        """A new Identity reading the variable (named ``read`` in the current scope)."""
        return identity(self._variable, name="read")

    def initialized_value(self):
        """The value once initialised: runs the initializer first if it has not run yet.

        Builds ``cond(is_variable_initialized(W), W.read_value, lambda: W.initial_value)``.
        """
        g = self.graph
        with g.init_scope():
            return cond(state_ops.is_variable_initialized(self._variable), self.read_value,
                        lambda: self._initial_value)

    def eval(self, session=None):
        return self._variable.eval(session=session)

    def _as_graph_element(self):
        # Fetching a variable fetches the reference itself, as in TF.
        return self._variable

    def _as_tensor(self, as_ref=False):
        return self._variable if as_ref else self._snapshot

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

    def __iter__(self):
        # TF reads the variable, then iterates over the read: a graph tensor refuses.
        return iter(self.read_value())

    __hash__ = object.__hash__

    def __eq__(self, other):
        return self is other

    def __ne__(self, other):
        return self is not other

    def __repr__(self):
        return "<tf.Variable '%s' shape=%s dtype=%s>" % (self.name, self.shape, self.dtype.name)

    def _repr_html_(self):
        from .rich_display import variable_html  # Jupyter's table
        return variable_html(self)


def _variable_op(initial_value, validate_shape, shape, name):
    """The VariableV2 node: of ``shape`` if given, else of the initial value's (unknown when
    the shape is not validated)."""
    value_shape = initial_value.shape
    if shape is None:
        shape = value_shape if validate_shape else unknown_shape()
    var = state_ops.variable_op_v2(shape, initial_value.dtype.base_dtype, name)
    if validate_shape and not value_shape.is_fully_defined():
        raise ValueError("initial_value must have a shape specified: %s" % initial_value)
    return var


def _operator_of_tensor(name):
    """Tensor's operator ``name``, applied to the variable's ``read`` snapshot; it carries
    the Tensor operator's name and doc (and ``__wrapped__``), as TF's wrapper does."""
    tensor_operator = getattr(Tensor, name)

    def on_snapshot(self, *args):
        return tensor_operator(self._snapshot, *args)
    return functools.update_wrapper(on_snapshot, tensor_operator)


# ``==`` and ``!=`` stay identity; ``v[...]`` is VariableUpdates' assignable slice.
for _name in Tensor.OVERLOADABLE_OPERATORS - {"__eq__", "__ne__", "__getitem__"}:
    setattr(Variable, _name, _operator_of_tensor(_name))


class RefVariable(Variable):
    """What ``tf.Variable(...)`` makes (TF's class name shows in Python's own errors)."""


VariableV1 = Variable


# ---------------------------------------------------------------------- collections, init
def global_variables(scope=None):
    return get_collection(GraphKeys.GLOBAL_VARIABLES, scope)


all_variables = global_variables


def trainable_variables(scope=None):
    return get_collection(GraphKeys.TRAINABLE_VARIABLES, scope)


def local_variables(scope=None):
    return get_collection(GraphKeys.LOCAL_VARIABLES, scope)


def model_variables(scope=None):
    return get_collection(GraphKeys.MODEL_VARIABLES, scope)


def moving_average_variables(scope=None):
    """The variables an ``ExponentialMovingAverage`` keeps a shadow of."""
    return get_collection(GraphKeys.MOVING_AVERAGE_VARIABLES, scope)
