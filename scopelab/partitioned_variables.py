"""Partitioned variables: one large variable stored as several ``<name>/part_<i>`` slices.

Mirrors ``PartitionedVariable`` in ``variables.py`` and ``fixed_size_partitioner`` /
``min_max_variable_partitioner`` in ``partitioned_variables.py``.
``get_variable(..., partitioner=p)`` asks ``p`` how many slices to cut along one axis (a fixed
number; or as many as give each slice ``min_slice_size`` bytes, up to ``max_partitions``),
creates each slice as an ordinary variable, and returns them together; reusing the name returns
the same slices. Used as a tensor, the whole is their concatenation.
Each slice knows which part of the whole it is (``SaveSliceInfo``): a ``Saver`` saves the
slices as parts of one tensor named after the whole, as TF does.
Left out: ``variable_axis_size_partitioner``.

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
from .tensor import Tensor


def fixed_size_partitioner(num_shards, axis=0):
    """A partitioner cutting ``axis`` into ``num_shards`` slices (the first ones larger)."""
    def partitioner(shape, dtype=None):
        partitions = [1] * len(shape)
        partitions[axis] = min(num_shards, shape.dims[axis])
        return partitions
    return partitioner


def min_max_variable_partitioner(max_partitions=1, axis=0, min_slice_size=256 << 10,
                                 bytes_per_string_element=16):
    """A partitioner giving each slice at least ``min_slice_size`` bytes, in at most
    ``max_partitions`` slices along ``axis`` (a string counts ``bytes_per_string_element``)."""
    def partitioner(shape, dtype):
        if axis >= len(shape):
            raise ValueError("Cannot partition variable along axis %d when shape is only %s"
                             % (axis, shape))
        dtype = dtypes.as_dtype(dtype)
        per_element = (bytes_per_string_element if dtype.base_dtype is dtypes.string
                       else dtype.size)
        wanted = math.ceil(shape.num_elements() * per_element / min_slice_size)
        partitions = [1] * len(shape)
        partitions[axis] = max(1, min(shape.dims[axis], max_partitions, int(wanted)))
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


class SaveSliceInfo:
    """Which slice of which whole variable a part is; ``spec`` is how ``SaveV2`` names it."""

    def __init__(self, full_name, full_shape, var_offset, var_shape):
        self.full_name, self.full_shape = full_name, list(full_shape)
        self.var_offset, self.var_shape = list(var_offset), list(var_shape)

    @property
    def spec(self):
        """``"5 2 3,2:0,2"``: the whole's shape, then ``offset,length`` along each axis."""
        return "%s %s" % (" ".join(str(d) for d in self.full_shape), ":".join(
            "%d,%d" % pair for pair in zip(self.var_offset, self.var_shape)))


class PartitionedVariable:
    """The slices of one variable, in order; iterate over it to get them."""

    def __init__(self, name, shape, dtype, variable_list, partitions):
        self._name, self._shape, self._dtype = name, shape, dtype
        self._variable_list = list(variable_list)
        self._partitions = partitions

    name = property(lambda self: self._name)
    dtype = property(lambda self: self._dtype)
    shape = property(lambda self: self._shape)

    def get_shape(self):
        return self._shape

    def __iter__(self):
        return iter(self._variable_list)

    def __len__(self):
        return len(self._variable_list)

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
            axis = next((i for i, p in enumerate(self._partitions) if p > 1), 0)
            with g.name_scope(self._name + "/ConcatPartitions/"):
                whole = concat(self._variable_list, axis)
            with g.name_scope(None):
                return identity(whole, name=self._name)

    def _as_tensor(self, as_ref=False):
        if as_ref:
            raise NotImplementedError("PartitionedVariable doesn't support being used as a "
                                      "reference.")
        return self.as_tensor()

    def __repr__(self):
        return "<PartitionedVariable %r shape=%s parts=%d>" % (self._name, self._shape,
                                                               len(self._variable_list))
