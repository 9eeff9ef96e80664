"""Partitioned variables: one large variable stored as several ``<name>/part_<i>`` slices.

Mirrors ``PartitionedVariable`` in ``variables.py`` and the partitioners of
``partitioned_variables.py``. ``get_variable(..., partitioner=p)`` asks ``p`` how many slices
to cut along one axis, creates each slice as an ordinary variable, and returns them together;
reusing the name returns the same slices. Used as a tensor, the whole is their concatenation;
``assign`` (and ``assign_add`` / ``assign_sub``) splits a value along the cut axis, one
Assign per slice. Each slice knows which part of the whole it is (``SaveSliceInfo``, see
``variable_protos.py``): a ``Saver`` saves the slices as parts of one tensor named after the
whole, as TF does, and a PartitionedVariable keeps its slices in the order of their offsets.
The partitioners: ``fixed_size_partitioner`` (a number of slices),
``min_max_variable_partitioner`` (slices of at least ``min_slice_size`` bytes, at most
``max_partitions`` of them) and ``variable_axis_size_partitioner`` (slices of at most
``max_shard_bytes``).
Left out: ``create_partitioned_variables`` (TF deprecates it for ``get_variable``).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     emb = tf.get_variable("emb", [5, 2], partitioner=tf.fixed_size_partitioner(2))
>>> [v.name for v in emb], [v.shape.as_list() for v in emb]
(['emb/part_0:0', 'emb/part_1:0'], [[3, 2], [2, 2]])
>>> [v._save_slice_info.spec for v in emb]
['5 2 0,3:0,2', '5 2 3,2:0,2']
"""
import math

from . import dtypes
from .default_graph import get_default_graph
from .ops.array_ops import identity, slice  # noqa: A004 - TF's name
from .ops.core import convert_to_tensor
from .ops.indexing_ops import concat
from .ops.slice_ops import split
from .tensor import Tensor
from .core.shapes import TensorShape, as_shape
from .core.state import hooks
from .partition_info import _PartitionInfo
from .variable_protos import SaveSliceInfo


def fixed_size_partitioner(num_shards, axis=0):
    """A partitioner cutting ``axis`` into ``num_shards`` slices (the first ones larger)."""
    def partitioner(shape, dtype=None):
        partitions = [1] * len(shape)
        partitions[axis] = min(num_shards, shape.dims[axis])
        return partitions
    return partitioner


def _element_bytes(dtype, bytes_per_string_element):
    dtype = dtypes.as_dtype(dtype)
    return bytes_per_string_element if dtype.base_dtype is dtypes.string else dtype.size


def min_max_variable_partitioner(max_partitions=1, axis=0, min_slice_size=256 << 10,
                                 bytes_per_string_element=16):
    """A partitioner cutting ``axis`` into slices of at least ``min_slice_size`` bytes, but
    into no more than ``max_partitions`` (nor more than the axis is long)."""
    def partitioner(shape, dtype):
        if axis >= len(shape):
            raise ValueError("Cannot partition variable along axis %s when shape is only %s"
                             % (axis, shape))
        total = shape.num_elements() * _element_bytes(dtype, bytes_per_string_element)
        partitions = [1] * len(shape)
        partitions[axis] = max(1, min(shape.dims[axis], max_partitions,
                                      int(math.ceil(total / min_slice_size))))
        return partitions
    return partitioner


def variable_axis_size_partitioner(max_shard_bytes, axis=0, bytes_per_string_element=16,
                                   max_shards=None):
    """A partitioner cutting ``axis`` so that each slice holds at most ``max_shard_bytes``
    (as far as cutting that axis allows), into at most ``max_shards`` slices."""
    if max_shard_bytes < 1 or bytes_per_string_element < 1:
        raise ValueError("Both max_shard_bytes and bytes_per_string_element must be positive. "
                         "Currently, max_shard_bytes is %s andbytes_per_string_element is %s"
                         % (max_shard_bytes, bytes_per_string_element))
    if max_shards and max_shards < 1:
        raise ValueError("max_shards must be positive.")

    def partitioner(shape, dtype):
        if not isinstance(shape, TensorShape):
            raise ValueError("shape is not a TensorShape: %s" % (shape,))
        if not shape.is_fully_defined():
            raise ValueError("shape is not fully defined: %s" % (shape,))
        slice_bytes = shape.num_elements() / shape.dims[axis] * _element_bytes(
            dtype, bytes_per_string_element)
        per_shard = max(1, math.floor(max_shard_bytes / slice_bytes))
        shards = int(math.ceil(shape.dims[axis] / per_shard))
        partitions = [1] * shape.ndims
        partitions[axis] = min(max_shards, shards) if max_shards else shards
        return partitions
    return partitioner


def call_partitioner(partitioner, shape, dtype):
    """How many slices along each axis ``partitioner`` asks for, checked as TF checks it."""
    if not shape.is_fully_defined():
        raise ValueError("Shape of a new partitioned variable must be fully defined, but "
                         "instead was %s." % (shape,))
    if shape.ndims < 1:
        raise ValueError("A partitioned Variable must have rank at least 1, shape: %s" % shape)
    partitions = partitioner(shape=shape, dtype=dtype)
    if not isinstance(partitions, (list, tuple)):
        raise ValueError("Partitioner must return a sequence, but saw: %s" % partitions)
    if len(partitions) != shape.ndims:
        raise ValueError("Partitioner returned a partition list that does not match the "
                         "Variable's rank: %s vs. %s" % (partitions, shape))
    if any(p < 1 for p in partitions):
        raise ValueError("Partitioner returned zero partitions for some axes: %s" % partitions)
    if sum(p > 1 for p in partitions) > 1:
        raise ValueError("Can only slice a variable along one dimension: shape: %s, "
                         "partitioning: %s" % (shape, partitions))
    return partitions


def slice_shapes(shape, partitions):
    """(axis, [(slice shape, slice offset)]), cut as TF cuts: the first slices get the rest.
    An offset lists every axis (all 0 but the cut one)."""
    axis = next((i for i, p in enumerate(partitions) if p > 1), 0)
    count, size = partitions[axis], shape.dims[axis]
    slices, offset = [], 0
    for i in range(count):
        dims = list(shape.dims)
        dims[axis] = size // count + (1 if i < size % count else 0)
        slices.append((dims, [offset if a == axis else 0 for a in range(len(dims))]))
        offset += dims[axis]
    return axis, slices


def part_initializer(initializer, dtype, offset, dims):
    """(initializer, dtype, shape) for one slice: a tensor or value initializer is sliced
    (``tf.slice``, then it has its own shape); a function is called for the slice's shape."""
    if initializer is None or callable(initializer):
        return initializer, dtype, dims
    value = convert_to_tensor(initializer, dtype=None if isinstance(initializer, Tensor)
                              else dtype)
    value = slice(value, offset, dims)
    return value, value.dtype.base_dtype, None


def get_partitioned_variable(store, name, shape, dtype, initializer, regularizer, reuse,
                             partitioner, made):
    """``store.get_variable`` for a partitioned variable (``state.hooks.partitioned``): slices
    ``<name>/part_<i>`` cut as ``partitioner`` says, found again under reuse when the shape,
    the dtype and (if a partitioner is given) the cut agree."""
    shape = as_shape(shape)
    if partitioner is None:  # reused by name alone
        return _partitioned(store, name, shape, dtype, initializer, regularizer, reuse, None,
                            made)
    if not callable(partitioner):
        raise ValueError("Partitioner must be callable, but received: %s" % partitioner)
    with get_default_graph().name_scope(None):
        return _partitioned(store, name, shape, dtype, initializer, regularizer, reuse,
                            partitioner, made)


def _partitioned(store, name, shape, dtype, initializer, regularizer, reuse, partitioner, made):
    if name in store._vars:
        raise ValueError("A partitioner was provided, but an unpartitioned version of the "
                         "variable was found: %s.  Perhaps a variable of the same name was "
                         "already created without partitioning?" % name)
    dtype = dtypes.as_dtype(dtype)
    if isinstance(initializer, Tensor):
        shape = shape.merge_with(initializer.shape)
    partitions = None
    if not reuse or partitioner:
        partitions = call_partitioner(partitioner, shape, dtype)
    if name in store._partitioned_vars:
        found = store._partitioned_vars[name]
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
    _check_old_parts(store, name, len(slices))
    g = get_default_graph()
    parts = []
    for i, (dims, offset) in enumerate(slices):
        part_name = "%s/part_%d" % (name, i)
        # The slice's initializer is made in this scope (a tensor one is sliced there).
        with g.name_scope(part_name + "/PartitionedInitializer"):
            init, dtype, init_shape = part_initializer(initializer, dtype, offset, dims)
        with g.name_scope(None):
            parts.append(store._single(part_name, init_shape, dtype, init, regularizer, reuse,
                                       made, _PartitionInfo(shape.as_list(), offset)))
        parts[-1]._save_slice_info = SaveSliceInfo(name, shape.as_list(), offset, dims)
    whole = PartitionedVariable(name, shape, dtype, parts, partitions)
    store._partitioned_vars[name] = whole
    return whole


def _check_old_parts(store, name, count):
    """TF's errors when parts of ``name`` exist that another partitioning made."""
    if "%s/part_0" % name not in store._vars:
        return
    if "%s/part_%d" % (name, count - 1) not in store._vars:
        raise ValueError("Partitioner returned a different partitioning than what was "
                         "already found.  Partitioner returned %d shards, and shard "
                         "%s/part_0 was found, but %s/part_%d was not."
                         % (count, name, name, count - 1))
    if "%s/part_%d" % (name, count) in store._vars:
        raise ValueError("Partitioner returned a different partitioning than what was "
                         "already found.  Partitioner returned %d shards, and shard "
                         "%s/part_0 was found, but so was the extra shard %s/part_%d."
                         % (count, name, name, count))


class PartitionedVariable:
    """The slices of one variable, in order; iterate over it to get them."""

    def __init__(self, name, shape, dtype, variable_list, partitions):
        if not isinstance(variable_list, (list, tuple)):
            raise TypeError("variable_list is not a list or tuple: %s" % (variable_list,))
        if not isinstance(partitions, (list, tuple)):
            raise TypeError("partitions is not a list or tuple: %s" % (partitions,))
        if not all(p >= 1 for p in partitions):
            raise ValueError("partition values must be positive: %s" % (partitions,))
        if not variable_list:
            raise ValueError("variable_list may not be empty")
        infos = [v._get_save_slice_info() for v in variable_list]
        if None in infos:
            raise ValueError("All variables must have a save_slice_info available: %s"
                             % [v.name for v in variable_list])
        if len(shape) != len(partitions):
            raise ValueError("len(shape) != len(partitions): %s vs. %s" % (shape, partitions))
        for info in infos:
            if info.full_shape != shape:
                raise ValueError("All variables' full shapes must match shape: %s; but full "
                                 "shapes were: %s" % (shape, str([info.full_shape])))
        self._name, self._shape, self._dtype = name, shape, dtype
        self._variable_list = sorted(variable_list,
                                     key=lambda v: v._get_save_slice_info().var_offset)
        self._partitions = partitions

    name = property(lambda self: self._name)
    dtype = property(lambda self: self._dtype)
    shape = property(lambda self: self._shape)

    def get_shape(self):
        return self._shape

    def __iter__(self):
        return iter(self._variable_list)

    def __len__(self):
        axes = self._partition_axes()
        if len(axes) > 1:
            raise ValueError("Cannot get a length for %d > 1 partition axes" % len(axes))
        return len(self._variable_list)

    def _partition_axes(self):
        return [i for i, p in enumerate(self._partitions) if p > 1] or [0]

    _distribute_strategy = None  # no tf.distribute here

    def _get_variable_list(self):
        return list(self._variable_list)

    def _get_partitions(self):
        return list(self._partitions)

    def as_tensor(self):
        """The whole variable: its slices concatenated (``<name>/ConcatPartitions/concat``),
        outside any control dependencies; what using it as a tensor gives."""
        g = get_default_graph()
        with g.control_dependencies(None):
            if len(self._variable_list) == 1:
                with g.name_scope(None):
                    return identity(self._variable_list[0], name=self._name)
            axes = self._partition_axes()
            if len(axes) > 1:
                raise NotImplementedError(
                    "Cannot concatenate along more than one dimension: %s.  Multi-axis "
                    "partition concat is not supported" % str(axes))
            with g.name_scope(self._name + "/ConcatPartitions/"):
                whole = concat(self._variable_list, axes[0])
            with g.name_scope(None):
                return identity(whole, name=self._name)

    def _as_tensor(self, as_ref=False):
        if as_ref:
            raise NotImplementedError("PartitionedVariable doesn't support being used as a "
                                      "reference.")
        return self.as_tensor()

    def _assign_each(self, method, value, use_locking, name, read_value):
        """One ``method`` (assign, assign_add...) per slice, of a list of values, of another
        partitioned variable's slices, or of ``value`` split along the cut axis."""
        axes = self._partition_axes()
        if len(axes) > 1:
            raise NotImplementedError(
                "Cannot do assign action along more than one dimension: %s.  Multi-axis "
                "partition assign action is not supported " % str(axes))
        if isinstance(value, list):
            assert len(value) == len(self._variable_list)
            values = value
        elif isinstance(value, PartitionedVariable):
            values = list(value)
        else:
            values = split(value, [v.shape.dims[axes[0]] for v in self._variable_list],
                           axis=axes[0])
        return [getattr(v, method)(part, use_locking=use_locking, name=name,
                                   read_value=read_value)
                for v, part in zip(self._variable_list, values)]

    def assign(self, value, use_locking=False, name=None, read_value=True):
        return self._assign_each("assign", value, use_locking, name, read_value)

    def assign_add(self, value, use_locking=False, name=None, read_value=True):
        return self._assign_each("assign_add", value, use_locking, name, read_value)

    def assign_sub(self, value, use_locking=False, name=None, read_value=True):
        return self._assign_each("assign_sub", value, use_locking, name, read_value)

    def __repr__(self):
        return "<PartitionedVariable %r shape=%s parts=%d>" % (self._name, self._shape,
                                                               len(self._variable_list))


hooks.partitioned = get_partitioned_variable  # get_variable(..., partitioner=...)
