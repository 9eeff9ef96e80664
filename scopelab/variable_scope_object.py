"""``VariableScope``: what a variable scope is, and where the current one is kept.

Mirrors the ``VariableScope`` class of ``tensorflow/python/ops/variable_scope.py``: a name
("conv1") plus the defaults the scope hands to ``get_variable`` (``reuse``, ``initializer``,
``regularizer``, ``caching_device``, ``partitioner``, ``custom_getter``, ``dtype``,
``constraint``), and ``original_name_scope``, the op name scope opened when it was first
entered. The VariableScope in effect is ``current_scope`` of the graph's scope store (one per
thread, see ``variable_scope_store.py``); ``variable_scope.py`` has the ``with`` blocks that
change it. Left out: resource variables (``use_resource`` is kept, not used).

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     with tf.variable_scope("conv1", initializer=tf.zeros_initializer()) as scope:
...         v = tf.get_variable("w", [2])
>>> scope.name, scope.original_name_scope, v.name
('conv1', 'conv1/', 'conv1/w:0')
"""
from . import dtypes
from .default_graph import get_default_graph, graph_singleton
from .graph_keys import GraphKeys
from .ops.core import convert_to_tensor
from .variable_scope_store import _VariableScopeStore

# Collection key under which a graph keeps its scope store (as in TF).
_VARSCOPESTORE_KEY = ("__varscope",)


class VariableScope:
    """A variable scope's name and the defaults it gives ``get_variable``."""

    def __init__(self, reuse, name="", initializer=None, regularizer=None, caching_device=None,
                 partitioner=None, custom_getter=None, name_scope="", dtype=dtypes.float32,
                 use_resource=None, constraint=None):
        self._name = name
        self._reuse = reuse
        self._initializer = initializer
        self._regularizer = regularizer
        self._caching_device = caching_device
        self._partitioner = partitioner
        self._custom_getter = custom_getter
        self._name_scope = name_scope
        self._dtype = dtype
        self._use_resource = use_resource
        self._constraint = constraint

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
        """From now on (until this scope is left) ``get_variable`` only returns existing ones."""
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
        g = get_default_graph()
        # A variable's name depends on the variable scope only, never on the op name scope.
        with g.name_scope(None):
            if dtype is not None and initializer is not None and not callable(initializer):
                init_dtype = convert_to_tensor(initializer).dtype.base_dtype
                if init_dtype != dtypes.as_dtype(dtype):
                    raise ValueError("Initializer type '%s' and explicit dtype '%s' don't match."
                                     % (init_dtype, dtype))
            return var_store.get_variable(
                full_name, shape=shape, dtype=dtype if dtype is not None else self._dtype,
                initializer=initializer if initializer is not None else self._initializer,
                regularizer=regularizer if regularizer is not None else self._regularizer,
                reuse=reuse if reuse is not None else self._reuse, trainable=trainable,
                collections=collections,
                caching_device=caching_device if caching_device is not None
                else self._caching_device,
                partitioner=partitioner if partitioner is not None else self._partitioner,
                validate_shape=validate_shape, use_resource=use_resource,
                custom_getter=custom_getter if custom_getter is not None else self._custom_getter,
                constraint=constraint if constraint is not None else self._constraint,
                synchronization=synchronization, aggregation=aggregation)

    def __repr__(self):
        return "<VariableScope %r reuse=%s original_name_scope=%r>" % (
            self._name, self._reuse, self._name_scope)

    def _repr_html_(self):
        from .rich_display import variable_scope_html  # Jupyter's table
        return variable_scope_html(self)


def get_variable_scope_store():
    """The scope store of the default graph, kept in collection ``("__varscope",)``."""
    return graph_singleton(_VARSCOPESTORE_KEY,
                           lambda: _VariableScopeStore(lambda: VariableScope(False)))


def get_variable_scope():
    """The VariableScope in effect."""
    return get_variable_scope_store().current_scope
