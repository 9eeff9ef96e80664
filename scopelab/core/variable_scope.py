"""Variable scopes: ``tf.variable_scope`` and ``tf.get_variable``, how TF1 shares variables.

Mirrors ``tensorflow/python/ops/variable_scope.py``. Three plain objects hold the state, and
each graph keeps one of each in a collection, so ``reset_default_graph()`` forgets them:

- ``_VariableStore``: ``_vars`` maps full names ("conv1/weights") to the variables
  ``get_variable`` made. ``tf.Variable`` never registers here, which is why it never shares.
- ``_VariableScopeStore``: ``current_scope``, the VariableScope in effect, and
  ``variable_scopes_count``, how often each scope name was opened (``default_name`` scopes
  pick "layer", "layer_1"... from it). Each thread has its own: a new thread starts at the root.
- ``VariableScope``: a name, plus the defaults the scope hands ``get_variable`` (``reuse``,
  ``initializer``, ``dtype``, ``custom_getter``...) and ``original_name_scope``, the op name
  scope its first entry opened.

Given a name, the store returns the existing variable (its shape and dtype checked) or makes
one, as ``reuse`` allows:

======================  ====================  =======================
reuse                   name in the store     name not in the store
======================  ====================  =======================
None (inherited)        ValueError "exists"   create
True                    return it             ValueError "not exist"
AUTO_REUSE              return it             create
======================  ====================  =======================

``variable_scope(...)`` opens an op name scope too (so ops get the prefix), then makes a new
VariableScope current. Reuse is inherited as a sticky OR: inside a reusing scope no sub-scope
can switch it off. Left out here: partitioned variables (``state.hooks.partitioned`` makes
them), TF's defaults and checks of the distribution modes (``state.hooks.distribution``),
regularization losses (``state.hooks.regularize``).

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     with variable_scope("foo"):
...         v = get_variable("v", [1])
...     with variable_scope("foo", reuse=True):
...         same = get_variable("v", [1])
>>> v.name, same is v
('foo/v:0', True)
"""
import enum
import functools
import inspect
import threading

from . import dtypes
from .graph import format_traceback, get_default_graph, graph_from_inputs, graph_singleton
from .ops import convert_to_tensor
from .shapes import as_shape
from .state import hooks, scope_observers
from .variables import GraphKeys, Variable


class _ReuseMode(enum.Enum):
    """``reuse=tf.AUTO_REUSE``: create the variable if it is missing, else return it."""
    AUTO_REUSE = 1


AUTO_REUSE = _ReuseMode.AUTO_REUSE


# ---------------------------------------------------------------------- the variable store
class _VariableStore:
    """Every variable ``get_variable`` made in one graph, by full name."""

    def __init__(self):
        self._vars = {}
        self._partitioned_vars = {}  # name -> PartitionedVariable (hooks.partitioned)

    def get_variable(self, name, shape=None, dtype=dtypes.float32, initializer=None,
                     regularizer=None, reuse=None, trainable=None, collections=None,
                     caching_device=None, partitioner=None, validate_shape=True,
                     use_resource=None, custom_getter=None, constraint=None,
                     synchronization=None, aggregation=None):
        """Returns variable ``name``, made if ``reuse`` allows. A custom getter is handed
        every argument by keyword (``constraint`` if it takes it) and the store's own
        getter, ``getter``, to call on."""
        if custom_getter is not None and not callable(custom_getter):
            raise ValueError("Passed a custom_getter which is not callable: %s" % custom_getter)
        if hooks.distribution is not None and (custom_getter is not None or
                                               synchronization is not None or
                                               aggregation is not None):
            # TF's defaults (AUTO, NONE) and checks, before a custom getter sees them (a new
            # variable gets them in any case, below: found again, it needs none).
            synchronization, aggregation, trainable = hooks.distribution(
                synchronization, aggregation, trainable, name)
        kwargs = dict(name=name, shape=shape, dtype=dtypes.as_dtype(dtype).base_dtype,
                      initializer=initializer, regularizer=regularizer, reuse=reuse,
                      trainable=trainable, collections=collections,
                      caching_device=caching_device, partitioner=partitioner,
                      validate_shape=validate_shape, use_resource=use_resource,
                      synchronization=synchronization, aggregation=aggregation)
        if custom_getter is None:
            return self._true_getter(constraint=constraint, **kwargs)
        if _accepts(custom_getter, "constraint"):
            kwargs["constraint"] = constraint
        return custom_getter(getter=self._true_getter, **kwargs)

    def _true_getter(self, name, shape=None, dtype=dtypes.float32, initializer=None,
                     regularizer=None, reuse=None, trainable=None, collections=None,
                     caching_device=None, partitioner=None, validate_shape=True,
                     use_resource=None, constraint=None, synchronization=None,
                     aggregation=None):
        """The getter at the bottom of every custom-getter chain: find or make."""
        made = dict(trainable=trainable, collections=collections, caching_device=caching_device,
                    validate_shape=validate_shape, constraint=constraint,
                    synchronization=synchronization, aggregation=aggregation)
        if partitioner is not None and not (shape is not None and not as_shape(shape).dims) or \
                reuse is True and name in self._partitioned_vars:
            return hooks.partitioned(self, name, shape, dtype, initializer, regularizer, reuse,
                                     partitioner, _with_distribution(made, name))
        if "%s/part_0" % name in self._vars:
            raise ValueError("No partitioner was provided, but a partitioned version of the "
                             "variable was found: %s/part_0. Perhaps a variable of the same "
                             "name was already created with partitioning?" % name)
        return self._single(name, shape, dtype, initializer, regularizer, reuse, made)

    def _single(self, name, shape, dtype, initializer, regularizer, reuse, made,
                partition_info=None):
        from_value = initializer is not None and not callable(initializer)
        if shape is not None and from_value:
            raise ValueError("If initializer is a constant, do not specify shape.")
        dtype = dtypes.as_dtype(dtype)
        shape = None if shape is None else as_shape(shape)
        if name in self._vars:
            found = self._vars[name]
            if reuse is False:
                raise ValueError("Variable %s already exists, disallowed. Did you mean to set "
                                 "reuse=True or reuse=tf.AUTO_REUSE in VarScope? Originally "
                                 "defined at:\n\n%s" % (
                                     name, format_traceback(found.op.defined_at or ())))
            # Read off the variable's own tensor (``found._variable``, its VariableV2 output).
            if shape is not None and not shape.is_compatible_with(found._variable._shape):
                raise ValueError("Trying to share variable %s, but specified shape %s and "
                                 "found shape %s." % (name, shape, found.get_shape()))
            if not dtype.is_compatible_with(found._variable.dtype):
                raise ValueError("Trying to share variable %s, but specified dtype %s and "
                                 "found dtype %s." % (name, dtype.name, found.dtype.name))
            if scope_observers:
                _tell_observers("variable_got", found, False, reuse)
            return found
        if reuse is True:
            raise ValueError("Variable %s does not exist, or was not created with "
                             "tf.get_variable(). Did you mean to set reuse=tf.AUTO_REUSE in "
                             "VarScope?" % name)
        value, var_dtype = self._initial_value(name, shape, dtype, initializer, from_value,
                                               partition_info)
        v = Variable(initial_value=value, name=name, dtype=var_dtype,
                     **_with_distribution(made, name))
        self._vars[name] = v
        if regularizer is not None and hooks.regularize is not None:
            hooks.regularize(name, v, regularizer)
        if scope_observers:
            _tell_observers("variable_got", v, True, reuse)
        return v

    @staticmethod
    def _initial_value(name, shape, dtype, initializer, from_value, partition_info):
        """(initial value, dtype for the Variable): a constant as it is, else a function of
        nothing calling ``initializer`` with the shape, the dtype and, if it takes it, the
        partition info (so a slice's initializer can see the whole variable's shape)."""
        if initializer is None and shape is None:
            raise ValueError("Variable %s did not get an initializer, so its `shape` argument "
                             "must be specified." % name)
        if initializer is None:
            initializer = hooks.default_initializer(name, dtype)
        if from_value:
            return initializer, None
        if inspect.isclass(initializer):
            initializer = initializer()
        if shape is not None and shape.is_fully_defined():
            dims = shape.as_list()
            if _accepts(initializer, "partition_info", keywords=False):
                return lambda: initializer(dims, dtype=dtype,
                                           partition_info=partition_info), dtype
            return lambda: initializer(dims, dtype=dtype), dtype
        if all(p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
               for p in inspect.signature(initializer).parameters.values()):
            return initializer, None  # a function of nothing makes the value itself
        raise ValueError("The initializer passed is not valid. It should be a callable with no "
                         "arguments and the shape should not be provided or an instance of "
                         "`tf.keras.initializers.*' and `shape` should be fully defined.")

    def __repr__(self):
        return "<_VariableStore %d variables: %s>" % (len(self._vars), list(self._vars))


def _with_distribution(made, name):
    """``made`` (a new variable's arguments) with TF's defaults and checks of its
    distribution modes, which also decide whether it is trainable (``hooks.distribution``)."""
    if hooks.distribution is not None:
        made["synchronization"], made["aggregation"], made["trainable"] = hooks.distribution(
            made["synchronization"], made["aggregation"], made["trainable"], name)
    return made


def _accepts(fn, arg, keywords=True):
    # An object called through its class's __call__ (an initializer, one per variable) is read
    # once per class: reading a signature costs more than making a variable's ops.
    params = _parameters(type(fn)) if inspect.isfunction(getattr(type(fn), "__call__", None)) \
        else inspect.signature(fn).parameters.values()
    return any(p.name == arg or (keywords and p.kind is p.VAR_KEYWORD) for p in params)


@functools.lru_cache(maxsize=None)
def _parameters(cls):
    return tuple(inspect.signature(cls.__call__).parameters.values())[1:]  # all but self


def _tell_observers(event, *args):
    """Tells each of ``state.scope_observers`` of ``event``, in the default graph."""
    for observer in scope_observers:
        observer(event, get_default_graph(), *args)


def _get_default_variable_store():
    return graph_singleton(("__variable_store",), _VariableStore)


# ---------------------------------------------------------------------- scopes
class VariableScope:
    """A variable scope's name and the defaults it gives ``get_variable``."""

    def __init__(self, reuse, name="", initializer=None, regularizer=None, caching_device=None,
                 partitioner=None, custom_getter=None, name_scope="", dtype=dtypes.float32,
                 use_resource=None, constraint=None):
        self._name, self._reuse, self._name_scope = name, reuse, name_scope
        self._initializer, self._regularizer = initializer, regularizer
        self._caching_device, self._partitioner = caching_device, partitioner
        self._custom_getter, self._dtype = custom_getter, dtype
        self._use_resource, self._constraint = use_resource, constraint

    name = property(lambda self: self._name)
    original_name_scope = property(lambda self: self._name_scope)
    reuse = property(lambda self: self._reuse)
    initializer = property(lambda self: self._initializer)
    dtype = property(lambda self: self._dtype)
    custom_getter = property(lambda self: self._custom_getter)
    regularizer = property(lambda self: self._regularizer)
    caching_device = property(lambda self: self._caching_device)
    partitioner = property(lambda self: self._partitioner)
    use_resource = property(lambda self: self._use_resource)
    constraint = property(lambda self: self._constraint)

    def reuse_variables(self):
        """From now on (until this scope is left) ``get_variable`` only finds existing ones."""
        self._reuse = True

    def set_initializer(self, initializer):
        self._initializer = initializer

    def set_dtype(self, dtype):
        self._dtype = dtype

    def set_custom_getter(self, custom_getter):
        self._custom_getter = custom_getter

    def set_regularizer(self, regularizer):
        self._regularizer = regularizer

    def set_partitioner(self, partitioner):
        self._partitioner = partitioner

    def set_caching_device(self, caching_device):
        self._caching_device = caching_device

    def set_use_resource(self, use_resource):
        self._use_resource = use_resource

    def get_collection(self, name):
        return get_default_graph().get_collection(name, self._name + "/" if self._name else "")

    def global_variables(self):
        return self.get_collection(GraphKeys.GLOBAL_VARIABLES)

    def trainable_variables(self):
        return self.get_collection(GraphKeys.TRAINABLE_VARIABLES)

    def local_variables(self):
        return self.get_collection(GraphKeys.LOCAL_VARIABLES)

    def get_variable(self, var_store, name, shape=None, dtype=None, initializer=None,
                     regularizer=None, reuse=None, trainable=None, collections=None,
                     caching_device=None, partitioner=None, validate_shape=True,
                     use_resource=None, custom_getter=None, constraint=None,
                     synchronization=None, aggregation=None):
        """Fills the arguments left None from this scope, then asks ``var_store``."""
        full_name = self._name + "/" + name if self._name else name
        # A variable's name depends on the variable scope only, never on the op name scope.
        with get_default_graph().name_scope(None):
            if dtype is not None and initializer is not None and not callable(initializer):
                init_dtype = convert_to_tensor(initializer).dtype.base_dtype
                if init_dtype != dtypes.as_dtype(dtype):
                    raise ValueError("Initializer type '%s' and explicit dtype '%s' don't match."
                                     % (init_dtype, dtype))

            def own(value, default):
                return default if value is None else value
            return var_store.get_variable(
                full_name, shape=shape, dtype=own(dtype, self._dtype),
                initializer=own(initializer, self._initializer),
                regularizer=own(regularizer, self._regularizer), reuse=own(reuse, self._reuse),
                trainable=trainable, collections=collections,
                caching_device=own(caching_device, self._caching_device),
                partitioner=own(partitioner, self._partitioner), validate_shape=validate_shape,
                use_resource=use_resource, custom_getter=own(custom_getter, self._custom_getter),
                constraint=own(constraint, self._constraint), synchronization=synchronization,
                aggregation=aggregation)

    def __repr__(self):
        return "<VariableScope %r reuse=%s original_name_scope=%r>" % (
            self._name, self._reuse, self._name_scope)


class _VariableScopeStore(threading.local):
    """The current VariableScope and how often each scope name was opened; each thread sees
    its own copy (made by ``__init__`` when it first looks), as in TF."""

    def __init__(self):
        self.current_scope = VariableScope(False)
        self.variable_scopes_count = {}

    def open_variable_scope(self, scope_name):
        count = self.variable_scopes_count
        count[scope_name] = count.get(scope_name, 0) + 1

    def close_variable_subscopes(self, scope_name):
        """Forgets the sub-scopes opened under ``scope_name``: their default names start
        over the next time it is entered (TF's plain loop)."""
        prefix = scope_name + "/"
        count = self.variable_scopes_count
        for name in count:
            if name.startswith(prefix):
                count[name] = 0

    def variable_scope_count(self, scope_name):
        return self.variable_scopes_count.get(scope_name, 0)

    def __repr__(self):
        opened = {k: v for k, v in self.variable_scopes_count.items() if v}
        return "<_VariableScopeStore current=%r opened=%r>" % (self.current_scope.name, opened)


def get_variable_scope_store():
    """The scope store of the default graph, kept in collection ``("__varscope",)``."""
    return graph_singleton(("__varscope",), _VariableScopeStore)


def get_variable_scope():
    """The VariableScope in effect."""
    return get_variable_scope_store().current_scope


def get_variable(name, shape=None, dtype=None, initializer=None, regularizer=None,
                 trainable=None, collections=None, caching_device=None, partitioner=None,
                 validate_shape=True, use_resource=None, custom_getter=None, constraint=None,
                 synchronization=None, aggregation=None):
    """Gets the variable ``<current scope>/name`` or makes it, as the current scope allows."""
    return get_variable_scope().get_variable(
        _get_default_variable_store(), name, shape=shape, dtype=dtype, initializer=initializer,
        regularizer=regularizer, trainable=trainable, collections=collections,
        caching_device=caching_device, partitioner=partitioner, validate_shape=validate_shape,
        use_resource=use_resource, custom_getter=custom_getter, constraint=constraint,
        synchronization=synchronization, aggregation=aggregation)


def _get_unique_variable_scope(prefix):
    """``prefix``, or ``prefix_N`` with the smallest N not yet opened in the current scope."""
    store = get_variable_scope_store()
    current = store.current_scope.name
    name = current + "/" + prefix if current else prefix
    if store.variable_scope_count(name) == 0:
        return prefix
    idx = 1
    while store.variable_scope_count(name + "_%d" % idx) > 0:
        idx += 1
    return prefix + "_%d" % idx


def _maybe_wrap_custom_getter(custom_getter, old_getter):
    """Chains getters: the new (inner) one runs first and calls the old one as its getter."""
    if old_getter is None:
        return custom_getter

    def wrapped_custom_getter(getter, *args, **kwargs):
        return custom_getter(lambda *a, **kw: old_getter(getter, *a, **kw), *args, **kwargs)
    return wrapped_custom_getter


class _pure_variable_scope:  # noqa: N801 - TF's name
    """Makes a VariableScope current, leaving op name scopes alone. Entering a *name* extends
    the current scope and inherits its defaults (reuse as a sticky OR). Entering a captured
    *VariableScope* jumps to that scope wherever you are, with its own reuse unless you ask
    for reuse, and its ``original_name_scope``."""

    def __init__(self, name_or_scope, reuse=None, old_name_scope=None, **defaults):
        self._name_or_scope, self._reuse = name_or_scope, reuse
        self._old_name_scope = old_name_scope
        # The defaults this scope sets (initializer, dtype...); those None are inherited. A
        # scope made by name alone (a template's) is of float32, as TF's.
        self._defaults = dict({"dtype": dtypes.float32}, **defaults)
        self._store = get_variable_scope_store()

    def _new_scope(self, reuse, name, parent, name_scope):
        """A VariableScope with the defaults set here, and ``parent``'s for the others;
        a constraint is never inherited."""
        vs = VariableScope(reuse, name=name, initializer=parent.initializer,
                           regularizer=parent.regularizer, caching_device=parent.caching_device,
                           partitioner=parent.partitioner, custom_getter=parent.custom_getter,
                           name_scope=name_scope, dtype=parent.dtype,
                           use_resource=parent.use_resource,
                           constraint=self._defaults.get("constraint"))
        for key, value in self._defaults.items():
            if value is not None and key != "constraint":
                if key == "custom_getter":
                    value = _maybe_wrap_custom_getter(value, parent.custom_getter)
                getattr(vs, "set_" + key)(value)
        return vs

    def __enter__(self):
        store = self._store
        self._old = store.current_scope
        target = self._name_or_scope
        if isinstance(target, VariableScope):
            self._new_name = target._name
            vs = self._new_scope(self._reuse or target._reuse, target._name, target,
                                 target._name_scope)
            store.open_variable_scope(self._new_name)
            # Whatever is opened inside a jumped-to scope is forgotten when we jump back.
            self._old_counts = dict(store.variable_scopes_count)
        else:
            self._new_name = self._old._name + "/" + target if self._old._name else target
            name_scope = target if self._old_name_scope is None else self._old_name_scope
            # Reuse is inherited by sub-scopes and cannot be switched off there.
            vs = self._new_scope(self._reuse or self._old._reuse, self._new_name, self._old,
                                 name_scope)
            store.open_variable_scope(self._new_name)
        store.current_scope = self._entered = vs
        if scope_observers:
            _tell_observers("variable_scope_entered", vs)
        return vs

    def __exit__(self, *exc):
        store = self._store
        if store.current_scope is not self._entered:
            raise RuntimeError("Improper nesting of variable_scope.")
        if isinstance(self._name_or_scope, VariableScope):
            store.variable_scopes_count = self._old_counts
        else:
            store.close_variable_subscopes(self._new_name)
        store.current_scope = self._old
        if scope_observers:
            _tell_observers("variable_scope_exited", self._entered)


class variable_scope:  # noqa: N801 - TF's name
    """Opens a variable scope (variable names) and an op name scope (op names) together.

    ``name_or_scope`` is a name or a captured VariableScope; with None, ``default_name`` is made
    unique (``layer``, ``layer_1``...). ``reuse``: True (only get existing variables),
    AUTO_REUSE (get or make), None/False (inherit). ``auxiliary_name_scope=False`` opens no
    op name scope.
    """

    def __init__(self, name_or_scope, default_name=None, values=None, initializer=None,
                 regularizer=None, caching_device=None, partitioner=None, custom_getter=None,
                 reuse=None, dtype=None, use_resource=None, constraint=None,
                 auxiliary_name_scope=True):
        self._name_or_scope, self._default_name = name_or_scope, default_name
        self._defaults = dict(initializer=initializer, regularizer=regularizer,
                              partitioner=partitioner, custom_getter=custom_getter, dtype=dtype,
                              caching_device=caching_device, use_resource=use_resource,
                              constraint=constraint)
        if default_name is None and name_or_scope is None:
            raise TypeError("If default_name is None then name_or_scope is required")
        if reuse is False:
            reuse = None  # False means "inherit": a scope cannot switch reuse off
        if not (reuse is True or reuse is None or reuse is AUTO_REUSE):
            raise ValueError("The reuse parameter must be True or False or None.")
        self._reuse = reuse
        self._graph = graph_from_inputs(values) if values else get_default_graph()
        if not isinstance(auxiliary_name_scope, bool):
            raise TypeError("The auxiliary_name_scope must be `True` or `False`, while get {}"
                            .format(auxiliary_name_scope))
        self._auxiliary_name_scope = auxiliary_name_scope
        self._pure = None  # the variable scope of the first entry, reused by later ones

    def __enter__(self):
        self._graph_block = self._graph.as_default()
        self._graph_block.__enter__()
        if self._pure is not None:
            # Entered before: the op name scope is made unique again (foo_1/), but the
            # variable scope keeps what its first entry captured.
            if self._name_scope_name is not None:
                self._open_name_scope(self._name_scope_name)
            return self._pure.__enter__()
        self._name_scope = self._name_scope_name = None
        try:
            return self._enter_scopes()
        except BaseException:
            if self._name_scope is not None:
                self._name_scope.__exit__(None, None, None)
            self._graph_block.__exit__(None, None, None)
            raise

    def _enter_scopes(self):
        target, name_scope = self._name_or_scope, None
        if not self._auxiliary_name_scope:
            # Re-enter the op name scope we are in, so ops keep their current prefix.
            current = self._graph.get_name_scope()
            name_scope = current + "/" if current else current
        if target is None:
            if self._reuse:
                raise ValueError("reuse=True cannot be used without a name_or_scope")
            op_scope = self._open_name_scope(
                self._default_name if name_scope is None else name_scope)
            target = _get_unique_variable_scope(self._default_name)
        else:
            if not isinstance(target, (VariableScope, str)):
                raise TypeError("VariableScope: name_or_scope must be a string or VariableScope.")
            # A captured scope reopens an op scope named after its last part ("foo_1").
            short = target if isinstance(target, str) else target.name.rpartition("/")[2]
            op_scope = None
            if short or name_scope is not None:
                op_scope = self._open_name_scope(short if name_scope is None else name_scope)
            if isinstance(target, VariableScope):
                op_scope = target.original_name_scope
        pure = _pure_variable_scope(target, reuse=self._reuse, old_name_scope=op_scope,
                                    **self._defaults)
        entered = pure.__enter__()
        self._pure = pure
        return entered

    def _open_name_scope(self, name):
        name_scope = self._graph.name_scope(name)
        scope = name_scope.__enter__()
        # Remembered only once entered: a bad name must not be exited.
        self._name_scope, self._name_scope_name = name_scope, name
        return scope

    def __exit__(self, *exc):
        # The name scope and the graph are left even when the variable scope was nested wrongly
        # (RuntimeError), and only once, so a second exit pops no outer block's scope.
        try:
            self._pure.__exit__(*exc)
        finally:
            name_scope, self._name_scope = self._name_scope, None
            try:
                if name_scope is not None:
                    name_scope.__exit__(*exc)
            finally:
                self._graph_block.__exit__(*exc)
