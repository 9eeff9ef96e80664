"""The variable store: the find-or-create logic behind ``tf.get_variable``.

Mirrors ``_VariableStore`` in ``tensorflow/python/ops/variable_scope.py``. Each graph keeps one
store (in collection ``("__variable_store",)``); its ``_vars`` dict maps full variable names to
the variables ``get_variable`` made. Given a name, the store returns the existing variable
(checking shape and dtype) or creates it, as ``reuse`` allows:

======================  ====================  =======================
reuse                   name in the store     name not in the store
======================  ====================  =======================
False (or inherited)    ValueError "exists"   create
True                    return it             ValueError "not exist"
AUTO_REUSE              return it             create
======================  ====================  =======================

``tf.Variable`` never registers here, which is why it never shares. With a ``partitioner``
the store makes ``<name>/part_<i>`` slices (see ``partitioned_variables.py``); with a
``regularizer`` it adds the variable's loss to REGULARIZATION_LOSSES.
Left out: resource variables.
"""
import inspect

from . import dtypes, scope_events
from .default_graph import format_traceback, get_default_graph, graph_singleton
from .global_state import scope_observers
from .graph_keys import GraphKeys
from .initializers import Initializer, glorot_uniform_initializer, zeros_initializer
from .partition_info import _PartitionInfo
from .partitioned_variables import (PartitionedVariable, SaveSliceInfo, call_partitioner,
                                    part_initializer, slice_shapes)
from .tensor import Tensor
from .tensor_shape import as_shape
from .variables import (Variable, VariableAggregation, VariableSynchronization,
                        _checked_distribution)

_VARSTORE_KEY = ("__variable_store",)


class _VariableStore:
    """Every variable made by ``get_variable`` in one graph, by full name."""

    def __init__(self):
        self._vars = {}
        self._partitioned_vars = {}
        self._store_eager_variables = False  # True for an EagerVariableStore's store

    def get_variable(self, name, shape=None, dtype=dtypes.float32, initializer=None,
                     regularizer=None, reuse=None, trainable=None, collections=None,
                     caching_device=None, partitioner=None, validate_shape=True,
                     use_resource=None, custom_getter=None, constraint=None,
                     synchronization=None, aggregation=None):
        """Returns variable ``name``, creating it if ``reuse`` allows; custom getters wrap this.

        A custom getter gets every argument by keyword, ``trainable``, ``synchronization``
        and ``aggregation`` already given their defaults (an ON_READ variable is not
        trainable), and ``constraint`` if it takes it.
        """
        if custom_getter is not None and not callable(custom_getter):
            raise ValueError("Passed a custom_getter which is not callable: %s" % custom_getter)
        dtype = dtypes.as_dtype(dtype).base_dtype
        synchronization, aggregation, trainable = _checked_distribution(
            synchronization, aggregation, trainable, name)
        kwargs = dict(name=name, shape=shape, dtype=dtype, initializer=initializer,
                      regularizer=regularizer, reuse=reuse, trainable=trainable,
                      collections=collections, caching_device=caching_device,
                      partitioner=partitioner, validate_shape=validate_shape,
                      use_resource=use_resource, synchronization=synchronization,
                      aggregation=aggregation)
        if custom_getter is None:
            return self._true_getter(constraint=constraint, **kwargs)
        if _accepts(custom_getter, "constraint"):
            kwargs["constraint"] = constraint
        return custom_getter(getter=self._true_getter, **kwargs)

    def _true_getter(self, name, shape=None, dtype=dtypes.float32, initializer=None,
                     regularizer=None, reuse=None, trainable=None, collections=None,
                     caching_device=None, partitioner=None, validate_shape=True,
                     use_resource=None, constraint=None,
                     synchronization=VariableSynchronization.AUTO,
                     aggregation=VariableAggregation.NONE):
        """The getter at the bottom of every custom-getter chain: find or create."""
        made = dict(regularizer=regularizer, trainable=trainable, collections=collections,
                    caching_device=caching_device, validate_shape=validate_shape,
                    constraint=constraint, synchronization=synchronization,
                    aggregation=aggregation)
        if partitioner is not None and not (shape is not None and not as_shape(shape).dims):
            if not callable(partitioner):
                raise ValueError("Partitioner must be callable, but received: %s" % partitioner)
            with get_default_graph().name_scope(None):
                return self._partitioned(name, as_shape(shape), dtype, initializer, reuse,
                                         partitioner, made)
        if reuse is True and partitioner is None and name in self._partitioned_vars:
            return self._partitioned(name, as_shape(shape), dtype, initializer, reuse, None, made)
        if "%s/part_0" % name in self._vars:
            raise ValueError("No partitioner was provided, but a partitioned version of the "
                             "variable was found: %s/part_0. Perhaps a variable of the same "
                             "name was already created with partitioning?" % name)
        return self._single(name, shape, dtype, initializer, reuse, made)

    def _partitioned(self, name, shape, dtype, initializer, reuse, partitioner, made):
        """Slices ``<name>/part_<i>`` cut as ``partitioner`` says; found again under reuse,
        when the shape, dtype and (if a partitioner is given) the cut agree."""
        if name in self._vars:
            raise ValueError("A partitioner was provided, but an unpartitioned version of the "
                             "variable was found: %s.  Perhaps a variable of the same name was "
                             "already created without partitioning?" % name)
        dtype = dtypes.as_dtype(dtype)
        if isinstance(initializer, Tensor):
            shape = shape.merge_with(initializer.shape)
        partitions = None
        if not reuse or partitioner:
            partitions = call_partitioner(partitioner, shape, dtype)
        if name in self._partitioned_vars:
            found = self._partitioned_vars[name]
            if reuse is False:
                raise ValueError("Partitioned variable with name %s already exists. Did you mean "
                                 "to set reuse=True or reuse=tf.AUTO_REUSE in VarScope?" % name)
            if not shape.is_compatible_with(found.get_shape()):
                raise ValueError("Trying to reuse partitioned variable %s, but specified shape %s "
                                 "and found shape %s." % (name, shape, found.get_shape()))
            if not dtype.is_compatible_with(found.dtype):
                raise ValueError("Trying to reuse partitioned variable %s, but specified dtype %s "
                                 "and found dtype %s." % (name, dtype.name, found.dtype.name))
            if partitions is not None and found._get_partitions() != partitions:
                raise ValueError("Trying to reuse partitioned variable %s, but specified "
                                 "partitions %s and found partitions %s."
                                 % (name, partitions, found._get_partitions()))
            return found
        if reuse is True:
            raise ValueError("PartitionedVariable %s does not exist, or was not created with "
                             "tf.get_variable(). Did you mean to set reuse=False or "
                             "reuse=tf.AUTO_REUSE in VarScope?" % name)
        _, slices = slice_shapes(shape, partitions)
        self._check_old_parts(name, len(slices))
        g = get_default_graph()
        parts = []
        for i, (dims, offset) in enumerate(slices):
            part_name = "%s/part_%d" % (name, i)
            # The slice's initializer is made in this scope (a tensor one is sliced there).
            with g.name_scope(part_name + "/PartitionedInitializer"):
                init, dtype, init_shape = part_initializer(initializer, dtype, offset, dims)
            with g.name_scope(None):
                parts.append(self._single(part_name, init_shape, dtype, init, reuse, made,
                                          _PartitionInfo(shape.as_list(), offset)))
            parts[-1]._save_slice_info = SaveSliceInfo(name, shape.as_list(), offset, dims)
        whole = PartitionedVariable(name, shape, dtype, parts, partitions)
        self._partitioned_vars[name] = whole
        return whole

    def _check_old_parts(self, name, count):
        """TF's errors when parts of ``name`` exist that another partitioning made."""
        if "%s/part_0" % name not in self._vars:
            return
        if "%s/part_%d" % (name, count - 1) not in self._vars:
            raise ValueError("Partitioner returned a different partitioning than what was "
                             "already found.  Partitioner returned %d shards, and shard "
                             "%s/part_0 was found, but %s/part_%d was not."
                             % (count, name, name, count - 1))
        if "%s/part_%d" % (name, count) in self._vars:
            raise ValueError("Partitioner returned a different partitioning than what was "
                             "already found.  Partitioner returned %d shards, and shard "
                             "%s/part_0 was found, but so was the extra shard %s/part_%d."
                             % (count, name, name, count))

    def _single(self, name, shape, dtype, initializer, reuse, made, partition_info=None):
        from_value = initializer is not None and not callable(initializer)
        if shape is not None and from_value:
            raise ValueError("If initializer is a constant, do not specify shape.")
        dtype = dtypes.as_dtype(dtype)
        shape = as_shape(shape) if shape is not None else None
        if name in self._vars:
            found = self._existing(name, shape, dtype, reuse)
            if scope_observers:
                scope_events.variable_got(found, created=False, reuse=reuse)
            return found
        if reuse is True:
            raise ValueError("Variable %s does not exist, or was not created with "
                             "tf.get_variable(). Did you mean to set reuse=tf.AUTO_REUSE in "
                             "VarScope?" % name)
        if initializer is None and shape is None:
            raise ValueError("Variable %s did not get an initializer, so its `shape` argument "
                             "must be specified." % name)
        if initializer is None:
            initializer = _default_initializer(name, dtype)
        if from_value:
            init_val, var_dtype = initializer, None
        else:
            if inspect.isclass(initializer):
                initializer = initializer()
            if shape is not None and shape.is_fully_defined():
                init_val, var_dtype = _bound(initializer, shape.as_list(), dtype,
                                             partition_info), dtype
            elif _takes_no_arguments(initializer):
                init_val, var_dtype = initializer, None
            else:
                raise ValueError("The initializer passed is not valid. It should be a callable "
                                 "with no arguments and the shape should not be provided or an "
                                 "instance of `tf.keras.initializers.*' and `shape` should be "
                                 "fully defined.")
        regularizer = made["regularizer"]
        v = Variable(initial_value=init_val, name=name, dtype=var_dtype,
                     **{k: a for k, a in made.items() if k != "regularizer"})
        self._vars[name] = v
        if regularizer is not None:
            _add_regularization_loss(name, v, regularizer)
        if scope_observers:
            scope_events.variable_got(v, created=True, reuse=reuse)
        return v

    def _existing(self, name, shape, dtype, reuse):
        found = self._vars[name]
        if reuse is False:
            raise ValueError("Variable %s already exists, disallowed. Did you mean to set "
                             "reuse=True or reuse=tf.AUTO_REUSE in VarScope? Originally defined "
                             "at:\n\n%s" % (name, format_traceback(found.op.defined_at or ())))
        if shape is not None and not shape.is_compatible_with(found.get_shape()):
            raise ValueError("Trying to share variable %s, but specified shape %s and found "
                             "shape %s." % (name, shape, found.get_shape()))
        if not dtype.is_compatible_with(found.dtype):
            raise ValueError("Trying to share variable %s, but specified dtype %s and found "
                             "dtype %s." % (name, dtype.name, found.dtype.name))
        return found

    def __repr__(self):
        return "<_VariableStore %d variables: %s>" % (len(self._vars), list(self._vars))


def no_regularizer(_):
    """A regularizer that adds no loss: it turns a scope's regularizer off for one variable.

    >>> import scopelab as tf
    >>> with tf.Graph().as_default():
    ...     with tf.variable_scope("s", regularizer=tf.nn.l2_loss):
    ...         a = tf.get_variable("a", [1])
    ...         b = tf.get_variable("b", [1], regularizer=tf.no_regularizer)
    ...     [t.name for t in tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)]
    ['s/a/Regularizer/L2Loss:0']
    """
    return None


def _add_regularization_loss(name, variable, regularizer):
    """Puts ``regularizer(variable)``, built in ``<name>/Regularizer/``, in REGULARIZATION_LOSSES.

    Like TF, it first calls the regularizer once where it stands, to learn whether it returns
    a loss at all (those first ops stay in the graph, unused).
    """
    g = get_default_graph()

    def build():
        with g.colocate_with(variable.op), g.name_scope(name + "/Regularizer/"):
            return regularizer(variable)
    if regularizer(variable) is not None:
        g.add_to_collection(GraphKeys.REGULARIZATION_LOSSES, _LazyEvalTensor(build))


class _LazyEvalTensor:
    """A regularization loss: built once now, and again wherever it is used as a tensor."""

    def __init__(self, build):
        self._build = build
        self._master = build()

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


def _default_initializer(name, dtype):
    if dtype.is_floating:
        return glorot_uniform_initializer()
    if dtype.is_integer or dtype.is_bool or dtype == dtypes.string:
        return zeros_initializer()
    raise ValueError("An initializer for variable %s of %s is required" % (name, dtype.base_dtype))


def _bound(initializer, dims, dtype, partition_info):
    """The initial value as a function of nothing: ``initializer`` called with the shape, the
    dtype and, if it takes it, the partition info (so a slice of a partitioned variable can be
    scaled by the whole variable's shape, as TF's initializers are)."""
    if isinstance(initializer, Initializer) or _accepts(initializer, "partition_info",
                                                         keywords=False):
        return lambda: initializer(dims, dtype=dtype, partition_info=partition_info)
    return lambda: initializer(dims, dtype=dtype)


def _accepts(fn, arg, keywords=True):
    params = inspect.signature(fn).parameters.values()
    return any(p.name == arg or (keywords and p.kind is p.VAR_KEYWORD) for p in params)


def _takes_no_arguments(fn):
    params = inspect.signature(fn).parameters.values()
    return all(p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
               for p in params)


def _get_default_variable_store():
    return graph_singleton(_VARSTORE_KEY, _VariableStore)
