"""``tf.Variable`` (TF1's reference variable), the collections that list variables, and
``tf.global_variables_initializer``.

Mirrors ``RefVariable`` in TF's ``ref_variable.py`` and ``variables.py``. A variable named
``W`` is four nodes:

- ``W`` (VariableV2): the storage handle, dtype ``float32_ref``; values live in sessions;
- its initial value (``W/initial_value``, ``W/Initializer/...`` or any tensor you pass);
- ``W/Assign``: the variable's ``initializer``, which copies the initial value in;
- ``W/read`` (Identity): the snapshot other ops use when they use ``W``.

``W/Assign`` and ``W/read`` are colocated with ``W`` (``_class: loc:@W``). Making a variable
goes through the ``tf.variable_creator_scope`` creators in force, innermost first; the last
one makes it. ``global_variables_initializer()`` is a NoOp ``init`` whose control inputs are
the Assigns of the variables that exist when it is made.
Left out here, added by the engine's ``RefVariable``: assigning (``assign``, ``scatter_*``),
``initialized_value``, protos, and the rewrite of an initial value that reads another
variable; the Python operators (``v + 1``) come with the op families
(``ops/tensor_operators.py``).

>>> from scopelab.core.graph import Graph
>>> from scopelab.core.ops import constant
>>> g = Graph()
>>> with g.as_default():
...     W = Variable(constant([0.0, 0.0], name="zeros"), name="W")
>>> [op.name for op in g.get_operations()], W.initializer.name, W.value().name
(['zeros', 'W', 'W/Assign', 'W/read'], 'W/Assign', 'W/read:0')
"""
import functools
import inspect

from .graph import get_default_graph, user_traceback
from .ops import assign, convert_to_tensor, identity, no_op, variable_op
from .shapes import as_shape
from .state import hooks


class GraphKeys:
    """The names of the graph collections the core fills (``tf.GraphKeys`` has TF's others)."""
    GLOBAL_VARIABLES = VARIABLES = "variables"
    LOCAL_VARIABLES = "local_variables"
    REGULARIZATION_LOSSES = "regularization_losses"
    TRAINABLE_VARIABLES = "trainable_variables"


class _MadeThroughCreators(type):
    """``Variable(...)`` goes through the creators in force, each handed every argument by
    keyword (and ``next_creator``); the last makes ``hooks.variable_class``, the engine's
    full variable, when there is one."""

    def __call__(cls, *args, **kwargs):
        made = hooks.variable_class or Variable
        if cls is not Variable:  # RefVariable(...) itself, as TF's, bypasses the creators
            return super().__call__(*args, **kwargs)
        creators = get_default_graph()._per_thread.variable_creators
        if not creators:
            return super(_MadeThroughCreators, made).__call__(*args, **kwargs)
        bound = _signature(made).bind(None, *args, **kwargs)
        bound.apply_defaults()
        arguments = dict(bound.arguments, experimental_enable_variable_lifting=None)
        del arguments["self"]

        # TF's eager-only argument, and the one templates pass between their creators.
        def build(experimental_enable_variable_lifting, trackable_parent=None, **kw):
            return super(_MadeThroughCreators, made).__call__(**kw)
        for creator in creators:  # the innermost ends up outermost: it runs first
            build = _chained(creator, build)
        return build(**arguments)


@functools.lru_cache(maxsize=None)
def _signature(cls):
    """The constructor's signature, read once per class (reading costs more than binding)."""
    return inspect.signature(cls.__init__)


def _chained(creator, next_creator):
    return lambda **kwargs: creator(next_creator, **kwargs)


class variable_creator_scope:  # noqa: N801 - TF's name
    """``with tf.variable_creator_scope(creator):`` every variable made inside (by
    ``tf.Variable`` or ``get_variable``) calls ``creator(next_creator, **kwargs)``, which may
    change the arguments and must call ``next_creator(**kwargs)`` to go on. Each thread of
    each graph has its own stack of creators."""

    def __init__(self, variable_creator):
        self._creator = variable_creator

    def __enter__(self):
        self._per_thread = get_default_graph()._per_thread
        self._old = self._per_thread.variable_creators
        self._new = self._old + [self._creator]
        self._per_thread.variable_creators = self._new

    def __exit__(self, *exc):
        if self._per_thread.variable_creators is not self._new:
            raise RuntimeError("Exiting variable_creator_scope without proper nesting.")
        self._per_thread.variable_creators = self._old


class Variable(metaclass=_MadeThroughCreators):
    """A TF1 reference variable: a VariableV2 node, its Assign initializer and its read."""

    __array_priority__ = 100  # numpy_array - variable reads the variable, as for a Tensor

    def __init__(self, initial_value=None, trainable=None, collections=None, validate_shape=True,
                 caching_device=None, name=None, dtype=None, constraint=None, shape=None,
                 synchronization=None, aggregation=None):
        if initial_value is None:
            raise ValueError("initial_value must be specified.")
        collections = list(collections or [GraphKeys.GLOBAL_VARIABLES])
        self._trainable = True if trainable is None else trainable
        if self._trainable and GraphKeys.TRAINABLE_VARIABLES not in collections:
            collections.append(GraphKeys.TRAINABLE_VARIABLES)
        g = get_default_graph()
        # name="" is a scope reset, as for any TF wrapper: the nodes go to the graph root.
        with g.init_scope(), g.name_scope("Variable" if name is None else name) as scope:
            if callable(initial_value):
                # The variable does not exist yet: colocate its initializer with it, and the
                # variable itself, by attribute.
                with g._attr_values_scope({"_class": (("loc:@" + scope[:-1]).encode(),)}):
                    with g.name_scope("Initializer"), g.device(None):
                        value = convert_to_tensor(initial_value(), dtype=dtype,
                                                  name="initial_value")
                    self._variable = _variable_op(value, validate_shape, shape, scope)
            else:
                value = self._checked_initial_value(initial_value, dtype, scope)
                self._variable = _variable_op(value, validate_shape, shape, scope)
            self._variable.op.defined_at = user_traceback()
            self._initial_value = value
            self._initializer_op = self._assign_initial_value(scope[:-1], value, validate_shape)
            # The read sits with the variable, unless a caching device says where to read it.
            with g.colocate_with(self._variable.op) if caching_device is None else \
                    g.device(caching_device):
                self._snapshot = identity(self._variable, name="read")
        g.add_to_collections(collections, self)
        self._caching_device, self._constraint = caching_device, constraint
        # How a distributed variable's copies agree: kept (the engine's variable checks them).
        self._synchronization, self._aggregation = synchronization, aggregation

    def _checked_initial_value(self, initial_value, dtype, scope):
        """The initial value as a tensor (the engine's variable checks more)."""
        try:
            return convert_to_tensor(initial_value, dtype=dtype, name="initial_value")
        except ValueError as e:
            raise ValueError("initial_value: %s" % e) from None

    def _assign_initial_value(self, name, value, validate_shape):
        """The initializer: an Assign of the initial value (the engine's variable has it wait
        for the variables the value reads, and checks shapes with TF's messages)."""
        return assign(self._variable, value, validate_shape=validate_shape).op

    name = property(lambda self: self._variable.name)
    op = property(lambda self: self._variable.op)
    graph = property(lambda self: self._variable.graph)
    dtype = property(lambda self: self._variable.dtype)
    shape = property(lambda self: self._variable.shape)
    device = property(lambda self: self._variable.op.device)
    trainable = property(lambda self: self._trainable)
    synchronization = property(lambda self: self._synchronization)
    aggregation = property(lambda self: self._aggregation)
    constraint = property(lambda self: self._constraint)  # applied after optimizer updates
    initializer = property(lambda self: self._initializer_op, doc="the Assign that sets it")
    initial_value = property(lambda self: self._initial_value)

    def get_shape(self):
        return self._variable.shape

    def value(self):
        """The ``read`` snapshot: what other ops consume when they use this variable."""
        return self._snapshot

    def read_value(self):
        """A new Identity reading the variable (named ``read`` in the current scope)."""
        return identity(self._variable, name="read")

    def eval(self, session=None):
        return self._variable.eval(session=session)

    def __iter__(self):
        # TF reads the variable, then iterates over the read, which a graph tensor refuses.
        return iter(self.read_value())

    def _as_graph_element(self):
        return self._variable  # fetching a variable fetches the reference itself, as in TF

    def _as_tensor(self, as_ref=False):
        return self._variable if as_ref else self._snapshot

    __hash__ = object.__hash__

    def __eq__(self, other):
        return self is other

    def __ne__(self, other):
        return self is not other

    def __repr__(self):
        return "<tf.Variable '%s' shape=%s dtype=%s>" % (self.name, self.shape, self.dtype.name)


def _variable_op(value, validate_shape, shape, name):
    """The VariableV2 node: of ``shape`` if given, else of the initial value's (unknown when
    the shape is not validated). As in TF, the node is made before a value of unknown shape
    is refused."""
    if shape is None and validate_shape:
        shape = value.shape
    variable = variable_op(as_shape(shape), value.dtype, name)
    if validate_shape and not value.shape.is_fully_defined():
        raise ValueError("initial_value must have a shape specified: %s" % value)
    return variable


def global_variables(scope=None):
    return get_default_graph().get_collection(GraphKeys.GLOBAL_VARIABLES, scope)


def trainable_variables(scope=None):
    return get_default_graph().get_collection(GraphKeys.TRAINABLE_VARIABLES, scope)


def local_variables(scope=None):
    return get_default_graph().get_collection(GraphKeys.LOCAL_VARIABLES, scope)


def variables_initializer(var_list, name="init"):
    """A NoOp that runs the initializers of ``var_list`` (its control inputs)."""
    g = get_default_graph()
    if not var_list:
        return no_op(name=name)
    with g.control_dependencies([v.initializer for v in var_list]):
        return no_op(name=name)


def global_variables_initializer():
    """``variables_initializer(global_variables())``: covers only variables that exist now."""
    return variables_initializer(global_variables())
