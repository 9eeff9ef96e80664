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
Left out: resource variables, save-slice info.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     W = tf.Variable(tf.zeros([2]), name="W")
>>> [op.name for op in g.get_operations()], W.initializer.name, W.value().name
(['zeros', 'W', 'W/Assign', 'W/read'], 'W/Assign', 'W/read:0')
"""
import enum
import functools
import inspect

from .default_graph import get_collection, get_default_graph, user_traceback
from .global_state import get_default_session
from .graph_keys import GraphKeys
from .ops import state_ops
from .ops.array_ops import identity
from .ops.control_flow_ops import cond
from .ops.core import convert_to_tensor
from .tensor_shape import unknown_shape
from .initial_value_guard import guard_against_uninitialized


class VariableSynchronization(enum.Enum):
    """When a distributed variable's copies agree. One machine here, so it only decides the
    default of ``trainable``: an ON_READ variable (a metric's count) is not trained."""
    AUTO = 0
    NONE = 1
    ON_WRITE = 2
    ON_READ = 3


class VariableAggregation(enum.Enum):
    """How updates to a distributed variable's copies combine; kept, not used, on one machine."""
    NONE = 0
    SUM = 1
    MEAN = 2
    ONLY_FIRST_REPLICA = 3


def _checked_distribution(synchronization, aggregation, trainable, name):
    """TF's defaults and checks: AUTO / NONE when not given, and ``trainable`` False by
    default for an ON_READ variable."""
    aggregation = _mode(VariableAggregation, aggregation, "aggregation", name)
    synchronization = _mode(VariableSynchronization, synchronization, "synchronization", name)
    if trainable is None:
        trainable = synchronization is not VariableSynchronization.ON_READ
    return synchronization, aggregation, trainable


def _mode(enum, value, what, name):
    """``value`` as a member of ``enum`` (given as a member or its number); None is the
    default member (NONE, AUTO), anything else TF's ValueError."""
    if value is None:
        return enum(0)
    if isinstance(value, enum):
        return value
    try:
        return enum(value)
    except ValueError:
        raise ValueError("Invalid variable %s mode: %s for variable: %s"
                         % (what, value, name)) from None


class _CreatedThroughCreators(type):
    """Metaclass of ``Variable``: making one goes through the ``tf.variable_creator_scope``
    creators in force (see ``variable_creator.py``), each handed every argument by keyword."""

    def __call__(cls, *args, **kwargs):
        creators = get_default_graph()._variable_creator_stack
        if not creators:
            return super().__call__(*args, **kwargs)
        bound = _init_signature(cls).bind(None, *args, **kwargs)
        bound.apply_defaults()
        arguments = dict(bound.arguments, experimental_enable_variable_lifting=None)
        del arguments["self"]
        if arguments["aggregation"] is None:
            arguments["aggregation"] = VariableAggregation.NONE

        # TF's eager-only argument, and the one templates pass between their creators.
        def build(experimental_enable_variable_lifting, trackable_parent=None, **kw):
            return super(_CreatedThroughCreators, cls).__call__(**kw)
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


class Variable(metaclass=_CreatedThroughCreators):
    """A TF1 reference variable: a VariableV2 node plus its Assign initializer and read.

    Making one goes through the ``tf.variable_creator_scope`` creators in force, if any."""

    __array_priority__ = 100  # numpy_array - variable reads the variable, as for a Tensor

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
                    self._variable = _variable_op(value, validate_shape, scope)
            else:
                try:
                    value = convert_to_tensor(initial_value, dtype=dtype, name="initial_value")
                except ValueError as e:
                    raise ValueError("initial_value: %s" % e) from None
                self._variable = _variable_op(value, validate_shape, scope)
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

    def _init_from_proto(self, variable_def, import_scope):
        """Wraps the ops a ``VariableDef`` message names (an imported meta graph's), under
        ``import_scope``; the variable joins no collection."""
        g = get_default_graph()
        find = (lambda name: g.as_graph_element(import_scope + "/" + name if import_scope
                                                else name))
        self._variable = find(variable_def.variable_name)
        self._initializer_op = find(variable_def.initializer_name)
        self._snapshot = find(variable_def.snapshot_name)
        self._initial_value = find(variable_def.initial_value_name) \
            if variable_def.initial_value_name else None
        self._trainable = variable_def.trainable
        self._synchronization = VariableSynchronization(variable_def.synchronization)
        self._aggregation = VariableAggregation(variable_def.aggregation)
        self._caching_device, self._constraint = None, None

    # ------------------------------------------------------------------ what it is
    @property
    def name(self):
        return self._variable.name

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

    # ------------------------------------------------------------------ writing
    def assign(self, value, use_locking=False, name=None, read_value=True):
        t = state_ops.assign(self._variable, value, use_locking=use_locking, name=name)
        return t if read_value else t.op

    def assign_add(self, delta, use_locking=False, name=None, read_value=True):
        t = state_ops.assign_add(self._variable, delta, use_locking=use_locking, name=name)
        return t if read_value else t.op

    def assign_sub(self, delta, use_locking=False, name=None, read_value=True):
        t = state_ops.assign_sub(self._variable, delta, use_locking=use_locking, name=name)
        return t if read_value else t.op

    def scatter_add(self, sparse_delta, use_locking=False, name=None):
        """Adds an IndexedSlices to this variable's rows."""
        return self._scatter(state_ops.scatter_add, sparse_delta, use_locking, name)

    def scatter_sub(self, sparse_delta, use_locking=False, name=None):
        """Subtracts an IndexedSlices from this variable's rows (a sparse gradient step)."""
        return self._scatter(state_ops.scatter_sub, sparse_delta, use_locking, name)

    def scatter_update(self, sparse_delta, use_locking=False, name=None):
        """Sets this variable's rows to an IndexedSlices' values."""
        return self._scatter(state_ops.scatter_update, sparse_delta, use_locking, name)

    def _scatter(self, update, sparse_delta, use_locking, name):
        # Known by its parts: indexed_slices.py builds on the op modules that import this one.
        if not (hasattr(sparse_delta, "values") and hasattr(sparse_delta, "indices")):
            raise TypeError("sparse_delta is not IndexedSlices: %s" % (sparse_delta,))
        return update(self._variable, sparse_delta.indices, sparse_delta.values,
                      use_locking=use_locking, name=name)

    def load(self, value, session=None):
        """Writes ``value`` into the variable in ``session`` (by feeding its initializer)."""
        session = session or get_default_session()
        if session is None:
            raise ValueError("Either session argument should be provided or default session "
                             "should be established")
        session.run(self._initializer_op, {self._initializer_op.inputs[1]: value})

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


def _variable_op(initial_value, validate_shape, name):
    shape = initial_value.shape if validate_shape else unknown_shape()
    var = state_ops.variable_op_v2(shape, initial_value.dtype.base_dtype, name)
    if validate_shape and not shape.is_fully_defined():
        raise ValueError("initial_value must have a shape specified: %s" % initial_value)
    return var


def _delegate_operators():
    """Arithmetic on a variable is arithmetic on its ``read`` snapshot."""
    def through_value(name):
        return lambda self, *args: getattr(self._snapshot, name)(*args)
    for name in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul"):
        for form in ("__%s__", "__r%s__"):
            setattr(Variable, form % name, through_value(form % name))
    for name in ("__neg__", "__abs__", "__lt__", "__le__", "__gt__", "__ge__", "__getitem__"):
        setattr(Variable, name, through_value(name))


_delegate_operators()
VariableV1 = RefVariable = Variable


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
