"""``tf.IndexedSlices``: a tensor given as some of its rows, the form of sparse gradients.

Mirrors ``tensorflow/python/framework/indexed_slices.py``. An IndexedSlices is three tensors:
``values`` (the rows), ``indices`` (which row of the dense tensor each one is) and, optionally,
``dense_shape``. The dense tensor it stands for is zero except at those rows, and a repeated
index means its rows add up.

Why it exists: the gradient of ``tf.gather(params, ids)`` (an embedding lookup) with respect to
``params`` is zero except at the rows looked up. For a table of a million words and a batch of a
hundred, building the dense gradient would cost a million rows per step; the IndexedSlices costs
a hundred. Optimizers update only those rows (``scatter_sub``, ``SparseApplyMomentum``...).

Anything that needs a dense tensor converts it, as TF does, with one ``UnsortedSegmentSum`` of
the values into ``dense_shape[0]`` rows (``convert_to_tensor``, or passing it to an op: then
the conversion is named after the op's argument, ``Mul/x``). A Session fetches it as an
``IndexedSlicesValue`` of three arrays. ``IndexedSlicesSpec`` describes one (a ``TypeSpec``,
see ``type_spec.py``): the dense shape, the three dtypes and the shape of the indices.
Left out: the rest of the composite-tensor machinery, the large-conversion warning.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     rows = IndexedSlices(tf.constant([[1.0, 2.0], [3.0, 4.0]]), tf.constant([2, 0]),
...                          tf.constant([3, 2]))
...     dense = tf.convert_to_tensor(rows)
...     with tf.Session() as sess:
...         value, fetched = sess.run([dense, rows])
>>> dense.op.type, value.tolist(), fetched.indices.tolist()
('UnsortedSegmentSum', [[3.0, 4.0], [0.0, 0.0], [1.0, 2.0]], [2, 0])
"""
import collections

import numpy as np

from . import dtypes
from .ops.array_ops import shape_of
from .ops.math_ops import negative
from .ops.segment_ops import unsorted_segment_sum
from .core.shapes import TensorShape, as_shape
from .type_spec import TensorSpec, TypeSpec

# What a Session returns for a fetched IndexedSlices.
IndexedSlicesValue = collections.namedtuple("IndexedSlicesValue",
                                            ["values", "indices", "dense_shape"])


class IndexedSlices:
    """Rows ``values[i]`` of a dense tensor at row positions ``indices[i]``."""

    def __init__(self, values, indices, dense_shape=None):
        self._values = values
        self._indices = indices
        self._dense_shape = dense_shape

    @property
    def values(self):
        return self._values

    @property
    def indices(self):
        return self._indices

    @property
    def dense_shape(self):
        return self._dense_shape

    # Where an IndexedSlices stands in for a tensor, it is known by its values.
    @property
    def name(self):
        return self._values.name

    @property
    def op(self):
        return self._values.op

    @property
    def dtype(self):
        return self._values.dtype

    @property
    def graph(self):
        return self._values.graph

    @property
    def device(self):
        return self._values.device

    @property
    def shape(self):
        """The dense shape, as far as the graph tells (unknown without ``dense_shape``)."""
        if self._dense_shape is None:
            return TensorShape(None)
        return shape_of(self._dense_shape)

    @property
    def _type_spec(self):
        """This value's IndexedSlicesSpec: the dense shape as far as the graph tells."""
        dense = TensorShape([None]).concatenate(self._values.shape[1:])
        dense_shape_dtype = None
        if self._dense_shape is not None:
            dense_shape_dtype = self._dense_shape.dtype
            dense = dense.merge_with(self.shape)
        return IndexedSlicesSpec(dense, self.dtype, self._indices.dtype, dense_shape_dtype,
                                 self._indices.shape.merge_with(self._values.shape[:1]))

    def consumers(self):
        """The ops that read any of the three tensors."""
        found = []
        for t in (self._values, self._indices, self._dense_shape):
            if t is not None:
                found.extend(op for op in t.consumers() if op not in found)
        return found

    def __str__(self):
        shape = "" if self._dense_shape is None else ", dense_shape=%s" % (self._dense_shape,)
        return "IndexedSlices(indices=%s, values=%s%s)" % (self._indices, self._values, shape)

    def __neg__(self):
        return IndexedSlices(negative(self._values), self._indices, self._dense_shape)

    # ------------------------------------------------------------------ as a dense tensor
    def _as_tensor(self, as_ref=False):
        return self._dense_tensor(None, None)

    def _dense_tensor(self, dtype, name):
        """The dense tensor: the values summed into ``dense_shape[0]`` rows."""
        if dtype is not None and not dtype.is_compatible_with(self.dtype):
            raise ValueError("Incompatible tensor conversion requested to `dtype` %s for "
                             "IndexedSlices (%s) with dtype %s"
                             % (dtype.name, self, self.dtype.name))
        if self._dense_shape is None:
            raise ValueError("Tensor conversion requested for IndexedSlices for argument "
                             "`value` without dense_shape: %s" % (self,))
        return unsorted_segment_sum(self._values, self._indices, self._dense_shape[0],
                                    name=name)

    def _fetch_parts(self):
        """(tensors a Session computes, function making the fetched value from their values)."""
        parts = [self._values, self._indices]
        if self._dense_shape is None:
            return parts, lambda values, indices: IndexedSlicesValue(values, indices, None)
        return parts + [self._dense_shape], IndexedSlicesValue


class IndexedSlicesSpec(TypeSpec):
    """``tf.IndexedSlicesSpec``: the dense ``shape``, the ``dtype`` of the values, the dtypes
    of the indices and of the dense shape (None: the value has no dense_shape), and the
    ``indices_shape`` (a vector: how many rows)."""

    def __init__(self, shape=None, dtype=dtypes.float32, indices_dtype=dtypes.int64,
                 dense_shape_dtype=None, indices_shape=None):
        self._shape = as_shape(shape)
        self._values_dtype = dtypes.as_dtype(dtype)
        self._indices_dtype = dtypes.as_dtype(indices_dtype)
        self._dense_shape_dtype = None if dense_shape_dtype is None else \
            dtypes.as_dtype(dense_shape_dtype)
        self._indices_shape = as_shape(indices_shape).with_rank(1)

    @property
    def value_type(self):
        return IndexedSlices

    def _serialize(self):
        return (self._shape, self._values_dtype, self._indices_dtype, self._dense_shape_dtype,
                self._indices_shape)

    @property
    def _component_specs(self):
        """Values (one row per index), indices and, if any, the dense shape (a vector)."""
        specs = (TensorSpec(self._indices_shape.concatenate(self._shape[1:]), self._values_dtype),
                 TensorSpec(self._indices_shape, self._indices_dtype))
        if self._dense_shape_dtype is None:
            return specs
        return specs + (TensorSpec([self._shape.ndims], self._dense_shape_dtype),)

    def _to_components(self, value):
        parts = (value.values, value.indices)
        return parts if value.dense_shape is None else parts + (value.dense_shape,)

    def _from_components(self, components):
        # Arrays (a Session's results) make the value TF1 fetches; tensors an IndexedSlices.
        if all(isinstance(c, np.ndarray) for c in components):
            return IndexedSlicesValue(*(tuple(components) + (None,))[:3])
        return IndexedSlices(*components)


def dense(grad):
    """``grad`` as a Tensor: an IndexedSlices converted (with TF's op names), else itself."""
    if not isinstance(grad, IndexedSlices):
        return grad
    if grad.dense_shape is None:
        raise ValueError("Tensor conversion requested for IndexedSlices without dense_shape: %s"
                         % (grad,))
    return grad._dense_tensor(None, None)
