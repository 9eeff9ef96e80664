"""``tf.repeat``: each entry (or slice along ``axis``) repeated, as TF's Python function builds
it from ExpandDims, Tile and Reshape, or, for a count per entry, a sequence mask.

Mirrors ``repeat`` / ``repeat_with_axis`` in ``array_ops.py``. Without ``axis`` the input is
flattened first. One count for all: a new axis after ``axis`` is tiled ``repeats`` times and
folded into ``axis``. A count per entry: every entry is tiled to the largest count, and a
``sequence_mask`` of the counts keeps the wanted copies (``boolean_mask``).
Left out: tensors of unknown rank.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.Session() as sess:
...         a, b = sess.run([tf.repeat([1, 2], 2), tf.repeat([[1, 2], [3, 4]], [1, 2], axis=0)])
>>> a.tolist(), b.tolist()
([1, 1, 2, 2], [[1, 2], [3, 4], [3, 4]])
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .array_ops import expand_dims, rank, reshape, shape
from .core import constant, convert_to_tensor, make_op
from .grad_ops import broadcast_to, op_range, tile
from .indexing_ops import boolean_mask, concat, stack
from .math_ops import maximum
from .reduction_ops import reduce_max, reduce_sum
from .sequence_mask_ops import sequence_mask


def _cast_op(counts, g):
    """The counts as int32 through a Cast op even when they are int32 already, as TF's
    ``gen_math_ops.cast`` builds it (``tf.cast`` would skip it)."""
    with g.name_scope("Cast") as scope:
        return make_op(g, "Cast", [counts], scope, dtypes.int32, counts.shape,
                       {"SrcT": counts.dtype.base_dtype, "DstT": dtypes.int32,
                        "Truncate": False})


def _tiled(data, axis, multiple):
    multiples = [1] * data.shape.ndims
    multiples[axis] = multiple
    return tile(data, multiples)


def repeat(input, repeats, axis=None, name=None):  # noqa: A002 - TF's argument name
    """``input`` with its entries (along ``axis``; flattened if None) each ``repeats`` times;
    ``repeats`` may be one count or one per entry."""
    if axis is None:
        input, axis = reshape(input, [-1]), 0
    if not isinstance(axis, int):
        raise TypeError("Argument `axis` must be an int. Received `axis` = %s of type %s"
                        % (axis, type(axis).__name__))
    g = graph_from_inputs((input, repeats))
    with g.name_scope(name, "Repeat"):
        data = convert_to_tensor(input, name="data", graph=g)
        counts = convert_to_tensor(repeats, name="repeats", preferred_dtype=dtypes.int32,
                                   graph=g)
        if not counts.dtype.is_integer:
            raise TypeError("Argument `tensor` (name: repeats) must be of type integer. "
                            "Received `tensor` = %s of dtype: <dtype: '%s'>"
                            % (counts, counts.dtype.name))
        counts = _cast_op(counts, g)
        if data.shape.ndims is None:
            raise NotImplementedError("scopelab repeats tensors of known rank only")
        if data.shape.ndims == 0:
            data = stack([data])
        data_shape = shape(data)
        ndims = data.shape.ndims
        if not -ndims <= axis < ndims:
            raise ValueError("rank(data)=%d must be greater than axis=%d" % (ndims, axis)
                             if axis >= 0 else "-rank(data)=%d must be less than or equal to "
                             "axis=%d" % (-ndims, axis))
        axis = axis % ndims
        if counts.shape.num_elements() == 1:
            counts = reshape(counts, [])
            tiled = _tiled(expand_dims(data, axis + 1), axis + 1, counts)
            result_shape = concat([data_shape[:axis], [counts * data_shape[axis]],
                                   data_shape[axis + 1:]], axis=0)
            return reshape(tiled, result_shape)
        counts = broadcast_to(counts, [data_shape[axis]])
        original = counts
        if counts.shape.ndims != axis + 1:
            counts_shape, counts_rank = shape(counts), rank(counts)
            counts = broadcast_to(counts, concat([data_shape[:axis + 1 - counts_rank],
                                                 counts_shape], axis=0))
            counts.set_shape([None] * (axis + 1))
        most = reduce_max(counts, constant(np.arange(counts.shape.ndims), dtypes.int32))
        most = maximum(convert_to_tensor(0, dtypes.int32, name="zero", graph=g), most)
        mask = sequence_mask(counts, most)
        masked = boolean_mask(_tiled(expand_dims(data, axis + 1), axis + 1, most), mask)
        if axis == 0:
            return masked
        total = reduce_sum(original, op_range(0, rank(original), 1, name="Range"))
        return reshape(masked, concat([data_shape[:axis], [total], data_shape[axis + 1:]],
                                      axis=0))
