"""Variable scopes, the variable store and the scope store: how TF1 shares variables.

Mirrors ``tensorflow/python/ops/variable_scope.py``. Three plain objects hold all the state, and
each graph keeps one of each in a collection, so ``reset_default_graph()`` forgets them:

- ``_VariableStore`` (in ``variable_store.py``): ``_vars`` maps full names ("conv1/weights")
  to the variables that ``get_variable`` created. ``tf.Variable`` never registers here, so it
  never shares. Inside ``EagerVariableStore().as_default()`` a store of its own stands in.
- ``_VariableScopeStore`` (in ``variable_scope_store.py``): ``current_scope`` (the
  VariableScope in effect) and ``variable_scopes_count`` (how often each scope name was
  opened; ``default_name`` scopes use it to pick "layer", "layer_1", ...). Each thread has its
  own: a new thread starts at the root scope.
- ``VariableScope`` (in ``variable_scope_object.py``): a name plus the defaults a scope hands
  to ``get_variable``: ``reuse``, ``initializer``, ``dtype``, ``custom_getter``,
  ``caching_device``, ``constraint``..., and ``original_name_scope``, the op name scope opened
  the first time.

``variable_scope(...)`` opens an op name scope too (so ops get the prefix) and then makes a new
VariableScope current. Reuse is inherited as a sticky OR: inside a reusing scope no sub-scope can
switch it off. Left out: resource variables, eager mode.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("foo"):
...         v = tf.get_variable("v", [1])
...     with tf.variable_scope("foo", reuse=True):
...         same = tf.get_variable("v", [1])
>>> v.name, same is v
('foo/v:0', True)
"""
import contextlib
import enum

from . import dtypes, scope_events
from .default_graph import get_collection_ref, get_default_graph, graph_from_inputs
from .global_state import scope_observers
from .graph_keys import GraphKeys
from .variable_scope_object import (  # noqa: F401 - tf.VariableScope and friends live here too
    VariableScope, get_variable_scope, get_variable_scope_store)
from .variable_store import _VARSTORE_KEY, _VariableStore, _get_default_variable_store
from .variables import Variable, VariableAggregation, VariableSynchronization


class _ReuseMode(enum.Enum):
    """``reuse=tf.AUTO_REUSE``: create the variable if it is missing, else return it."""
    AUTO_REUSE = 1


AUTO_REUSE = _ReuseMode.AUTO_REUSE

def get_variable(name, shape=None, dtype=None, initializer=None, regularizer=None,
                 trainable=None, collections=None, caching_device=None, partitioner=None,
                 validate_shape=True, use_resource=None, custom_getter=None, constraint=None,
                 synchronization=VariableSynchronization.AUTO,
                 aggregation=VariableAggregation.NONE):
    """Gets the variable ``<current scope>/name`` or creates it, as the current scope allows."""
    return get_variable_scope().get_variable(
        _get_default_variable_store(), name, shape=shape, dtype=dtype, initializer=initializer,
        regularizer=regularizer, trainable=trainable, collections=collections,
        caching_device=caching_device, partitioner=partitioner, validate_shape=validate_shape,
        use_resource=use_resource, custom_getter=custom_getter, constraint=constraint,
        synchronization=synchronization, aggregation=aggregation)


def get_local_variable(name, shape=None, dtype=None, initializer=None, regularizer=None,
                       trainable=False, collections=None, caching_device=None,
                       partitioner=None, validate_shape=True, use_resource=None,
                       custom_getter=None, constraint=None,
                       synchronization=VariableSynchronization.AUTO,
                       aggregation=VariableAggregation.NONE):
    """``get_variable`` for a non-trainable variable in LOCAL_VARIABLES (counters, metrics)."""
    collections = list(collections or []) + [GraphKeys.LOCAL_VARIABLES]
    return get_variable(name, shape=shape, dtype=dtype, initializer=initializer,
                        regularizer=regularizer, trainable=False, collections=collections,
                        caching_device=caching_device, partitioner=partitioner,
                        validate_shape=validate_shape, use_resource=use_resource,
                        custom_getter=custom_getter, constraint=constraint,
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
    """Makes a VariableScope current; leaves op name scopes alone.

    Entering a *name* extends the current scope and inherits its defaults (reuse as a sticky
    OR). Entering a captured *VariableScope* jumps to that scope wherever you are, keeping its
    own reuse unless you ask for reuse, and its ``original_name_scope``.
    """

    def __init__(self, name_or_scope, reuse=None, initializer=None, regularizer=None,
                 caching_device=None, partitioner=None, custom_getter=None, old_name_scope=None,
                 dtype=dtypes.float32, use_resource=None, constraint=None):
        self._name_or_scope = name_or_scope
        self._reuse = reuse
        # The defaults this scope sets; those left None are inherited from the parent scope.
        self._initializer, self._regularizer, self._partitioner = (initializer, regularizer,
                                                                   partitioner)
        self._custom_getter, self._dtype = custom_getter, dtype
        self._caching_device, self._use_resource = caching_device, use_resource
        self._constraint = constraint
        self._old_name_scope = old_name_scope
        self._store = get_variable_scope_store()

    def _new_scope(self, reuse, name, parent, name_scope):
        """A VariableScope with the defaults set here, and ``parent``'s for the others."""
        vs = VariableScope(reuse, name=name, initializer=parent.initializer,
                           regularizer=parent.regularizer, caching_device=parent.caching_device,
                           partitioner=parent.partitioner, custom_getter=parent.custom_getter,
                           name_scope=name_scope, dtype=parent.dtype,
                           use_resource=parent.use_resource,
                           constraint=self._constraint)  # unlike the others, never inherited
        if self._initializer is not None:
            vs.set_initializer(self._initializer)
        if self._regularizer is not None:
            vs.set_regularizer(self._regularizer)
        if self._partitioner is not None:
            vs.set_partitioner(self._partitioner)
        if self._custom_getter is not None:
            vs.set_custom_getter(_maybe_wrap_custom_getter(self._custom_getter,
                                                           parent.custom_getter))
        if self._dtype is not None:
            vs.set_dtype(self._dtype)
        if self._caching_device is not None:
            vs.set_caching_device(self._caching_device)
        if self._use_resource is not None:
            vs.set_use_resource(self._use_resource)
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
            old = self._old
            self._new_name = old._name + "/" + target if old._name else target
            # Reuse is inherited by sub-scopes and cannot be switched off there.
            reuse = self._reuse or old._reuse
            name_scope = target if self._old_name_scope is None else self._old_name_scope
            vs = self._new_scope(reuse, self._new_name, old, name_scope)
            store.open_variable_scope(self._new_name)
        store.current_scope = self._entered = vs
        if scope_observers:
            scope_events.variable_scope_entered(get_default_graph(), vs)
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
            scope_events.variable_scope_exited(get_default_graph(), self._entered)


class variable_scope:  # noqa: N801 - TF's name
    """Opens a variable scope (variable names) and an op name scope (op names) together.

    ``name_or_scope`` is a name or a captured VariableScope; with None, ``default_name`` is made
    unique (``layer``, ``layer_1``...). ``reuse``: True (only get existing variables),
    AUTO_REUSE (get or create), None/False (inherit from the enclosing scope).
    With ``auxiliary_name_scope=False`` no op name scope is opened.
    """

    def __init__(self, name_or_scope, default_name=None, values=None, initializer=None,
                 regularizer=None, caching_device=None, partitioner=None, custom_getter=None,
                 reuse=None, dtype=None, use_resource=None, constraint=None,
                 auxiliary_name_scope=True):
        self._name_or_scope = name_or_scope
        self._default_name = default_name
        # The defaults this scope overrides (use_resource is kept, not used).
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
        self._graph_context = self._graph.as_default()
        self._graph_context.__enter__()
        if self._pure is not None:
            # Entered before: reopen the same scopes. The op name scope is made unique again
            # (foo_1/), but the variable scope keeps what its first entry captured.
            if self._name_scope_name is not None:
                self._open_name_scope(self._name_scope_name)
            return self._pure.__enter__()
        self._name_scope = self._name_scope_name = None
        try:
            return self._enter_scopes()
        except BaseException:
            if self._name_scope is not None:
                self._name_scope.__exit__(None, None, None)
            self._graph_context.__exit__(None, None, None)
            raise

    def _enter_scopes(self):
        g = self._graph
        target = self._name_or_scope
        if self._auxiliary_name_scope:
            name_scope = None
        else:
            # Re-enter the op name scope we are in, so ops keep their current prefix.
            current = g.get_name_scope()
            name_scope = current + "/" if current else current
        if target is None:
            if self._reuse:
                raise ValueError("reuse=True cannot be used without a name_or_scope")
            op_scope = self._open_name_scope(
                self._default_name if name_scope is None else name_scope)
            scope_name = _get_unique_variable_scope(self._default_name)
        else:
            if not isinstance(target, (VariableScope, str)):
                raise TypeError("VariableScope: name_or_scope must be a string or VariableScope.")
            # A captured scope reopens an op scope named after its last component ("foo_1").
            short = target if isinstance(target, str) else target.name.rpartition("/")[2]
            if short or name_scope is not None:
                op_scope = self._open_name_scope(short if name_scope is None else name_scope)
            else:
                op_scope = None
            if isinstance(target, VariableScope):
                op_scope = target.original_name_scope
            scope_name = target
        pure = _pure_variable_scope(scope_name, reuse=self._reuse, old_name_scope=op_scope,
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
        # The name scope and the graph are left even when the variable scope is nested wrongly
        # (RuntimeError), and only once: leaving again after that error (as TF's tests do)
        # must not pop an outer block's name scope or graph.
        try:
            self._pure.__exit__(*exc)
        finally:
            name_scope, self._name_scope = self._name_scope, None
            try:
                if name_scope is not None:
                    name_scope.__exit__(*exc)
            finally:
                self._graph_context.__exit__(*exc)


def variable_op_scope(values, name_or_scope, default_name=None, **kwargs):
    """TF1's deprecated spelling of ``variable_scope(name_or_scope, default_name, values)``."""
    return variable_scope(name_or_scope, default_name=default_name, values=values, **kwargs)


@contextlib.contextmanager
def with_variable_store(store):
    """Makes ``store`` the variable store ``get_variable`` uses in the default graph."""
    found = get_collection_ref(_VARSTORE_KEY)
    saved = list(found)
    found[:] = [store]
    try:
        yield
    finally:
        found[:] = saved


class EagerVariableStore:
    """A variable store of one's own: inside ``as_default()``, ``get_variable`` finds and makes
    its variables there instead of in the graph's store. TF made it for eager execution, where
    no graph keeps the variables; in graph mode the variables are ordinary ones, in the graph's
    collections as usual. ``copy()`` copies them into new variables (TF makes resource
    variables, which scopelab leaves out)."""

    def __init__(self, store=None):
        if store is not None:
            if not store._store_eager_variables:
                raise ValueError("Cannot construct EagerVariableStore from a VariableStore "
                                 "object that does not hold eager variables.")
            self._store = store
        else:
            self._store = _VariableStore()
        self._store._store_eager_variables = True

    def as_default(self):
        return with_variable_store(self._store)

    def variables(self):
        return sorted(self._store._vars.values(), key=lambda v: v.name)

    def trainable_variables(self):
        return [v for v in self.variables() if v.trainable]

    def non_trainable_variables(self):
        return [v for v in self.variables() if not v.trainable]

    def copy(self):
        """A new store holding copies of these variables, made from their values."""
        new = EagerVariableStore()
        for key, v in self._store._vars.items():
            new._store._vars[key] = Variable(v.read_value(), name=v.name.split(":")[0],
                                             trainable=v.trainable)
        return new
