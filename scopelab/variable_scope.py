"""``tf.variable_scope`` and ``tf.get_variable`` as programs use them: the core's, and the rest
of TF's API around them.

Mirrors ``tensorflow/python/ops/variable_scope.py``. How variables are shared (the variable
store, the scope store, ``VariableScope``, ``variable_scope``, ``get_variable``, custom
getters) is the core's (``core/variable_scope.py``), the part of TF1 the book teaches; the
distribution modes' checks plug into it (``variable_modes.py``, ``state.hooks.distribution``).
Here: regularization losses (a variable's ``regularizer`` puts one in
REGULARIZATION_LOSSES), ``get_local_variable``, ``variable_op_scope`` (TF1's old spelling),
``EagerVariableStore``, a store of one's own, and a VariableScope's table in Jupyter.

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

from .core.variable_scope import (  # noqa: F401 - tf.VariableScope and friends live here too
    AUTO_REUSE, VariableScope, _get_default_variable_store, _get_unique_variable_scope,
    _pure_variable_scope, _VariableStore, get_variable, get_variable_scope,
    get_variable_scope_store, variable_scope)
from .core.state import hooks
from .default_graph import get_collection_ref, get_default_graph
from .graph_keys import GraphKeys
from .variables import Variable, VariableAggregation, VariableSynchronization


def _add_regularization_loss(name, variable, regularizer):
    """Puts ``regularizer(variable)``, built in ``<name>/Regularizer/``, in
    REGULARIZATION_LOSSES. Like TF, it first calls the regularizer once where it stands, to
    learn whether it gives a loss at all (those first ops stay in the graph, unused)."""
    g = get_default_graph()

    def build():
        with g.colocate_with(variable.op), g.name_scope(name + "/Regularizer/"):
            return regularizer(variable)
    if regularizer(variable) is not None:
        g.add_to_collection(GraphKeys.REGULARIZATION_LOSSES, _LazyEvalTensor(build))


class _LazyEvalTensor:
    """A regularization loss: built once now, and again wherever it is used as a tensor."""

    def __init__(self, build):
        self._build, self._master = build, build()

    name = property(lambda self: self._master.name)
    op = property(lambda self: self._master.op)
    dtype = property(lambda self: self._master.dtype)
    shape = property(lambda self: self._master.shape)
    graph = property(lambda self: self._master.graph)

    def _as_tensor(self, as_ref=False):
        return self._build()

    def _as_graph_element(self):
        return self._master

    def __repr__(self):
        return "<regularization loss %r>" % self._master.name


def no_regularizer(_):
    """A regularizer that adds no loss: it turns a scope's regularizer off for one variable."""
    return None



hooks.regularize = _add_regularization_loss  # a get_variable given a regularizer calls it


# tf.get_variable is the core's; like TF's, it names as its module the one holding the rest of
# TF's variable_scope API (programs reach EagerVariableStore through it).
get_variable.__module__ = __name__


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


def variable_op_scope(values, name_or_scope, default_name=None, **kwargs):
    """TF1's deprecated spelling of ``variable_scope(name_or_scope, default_name, values)``."""
    return variable_scope(name_or_scope, default_name=default_name, values=values, **kwargs)


@contextlib.contextmanager
def with_variable_store(store):
    """Makes ``store`` the variable store ``get_variable`` uses in the default graph."""
    found = get_collection_ref(("__variable_store",))
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
            if not getattr(store, "_store_eager_variables", False):
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


def _scope_html(scope):
    from .rich_display import variable_scope_html  # Jupyter's table; loaded only when shown
    return variable_scope_html(scope)


# The core's VariableScope prints as TF's; in Jupyter it shows the table Graph, Variable and
# Session show (rich_display.py), given to it here because the core imports nothing outside.
VariableScope._repr_html_ = _scope_html
