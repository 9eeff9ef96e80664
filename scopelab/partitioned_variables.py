"""Partitioned variables: one large variable stored as several ``<name>/part_<i>`` slices.

Mirrors ``PartitionedVariable`` in ``variables.py`` and ``fixed_size_partitioner`` in
``partitioned_variables.py``. ``get_variable(..., partitioner=p)`` asks ``p`` how many slices
to cut along one axis, creates each slice as an ordinary variable, and returns them together;
reusing the name returns the same slices. Used as a tensor, the whole is their concatenation.
Left out: save-slice information, the other partitioners.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     emb = tf.get_variable("emb", [5, 2], partitioner=tf.fixed_size_partitioner(2))
>>> [v.name for v in emb], [v.shape.as_list() for v in emb]
(['emb/part_0:0', 'emb/part_1:0'], [[3, 2], [2, 2]])
"""
from .default_graph import get_default_graph
from .ops.array_ops import identity
from .ops.indexing_ops import concat


def fixed_size_partitioner(num_shards, axis=0):
    """A partitioner cutting ``axis`` into ``num_shards`` slices (the first ones larger)."""
    def partitioner(shape, dtype=None):
        partitions = [1] * len(shape)
        partitions[axis] = min(num_shards, shape.dims[axis])
        return partitions
    return partitioner


def slice_shapes(shape, partitions):
    """[(slice shape, offset along the cut axis)], as TF cuts: the first slices get the rest."""
    axis = next((i for i, p in enumerate(partitions) if p > 1), 0)
    count, size = partitions[axis], shape.dims[axis]
    slices, offset = [], 0
    for i in range(count):
        dims = list(shape.dims)
        dims[axis] = size // count + (1 if i < size % count else 0)
        slices.append((dims, offset))
        offset += dims[axis]
    return axis, slices


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

    def _as_tensor(self, as_ref=False):
        """The whole variable: its slices concatenated (``<name>/ConcatPartitions/concat``)."""
        g = get_default_graph()
        if len(self._variable_list) == 1:
            with g._name_scope(None):
                return identity(self._variable_list[0], name=self._name)
        axis = next((i for i, p in enumerate(self._partitions) if p > 1), 0)
        with g._name_scope(self._name + "/ConcatPartitions/"):
            whole = concat(self._variable_list, axis)
        with g._name_scope(None):
            return identity(whole, name=self._name)

    def __repr__(self):
        return "<PartitionedVariable %r shape=%s parts=%d>" % (self._name, self._shape,
                                                               len(self._variable_list))
