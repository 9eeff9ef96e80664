"""``Dataset.padded_batch``: batching elements of different shapes, each padded up to a common
shape (``PaddedBatchDatasetV2``).

Mirrors ``tensorflow/python/data/ops/padded_batch_op.py``, as the TF1 NMT and text tutorials
batched sentences of different lengths. For each component, ``padded_shapes`` gives the shape
every element is padded to; a ``None`` (or -1) dimension pads to the longest element of that
batch. ``padding_values`` (scalars of the component's dtype; 0 by default) fill the padding.
The graph: ``batch_size``, then one int64 ``Const`` per padded shape, the padding values
(Python ones converted as ``padding_value``), then ``drop_remainder``. An element longer than
its fixed padded size is TF's DataLossError when read.
Left out: string components' default padding.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     ds = tf.data.Dataset.range(4).map(lambda i: tf.fill([i], i))
...     batch = ds.padded_batch(2, padded_shapes=[None]).make_one_shot_iterator().get_next()
...     with tf.Session() as sess:
...         print(sess.run(batch).tolist(), sess.run(batch).tolist())
[[0], [1]] [[2, 2, 0], [3, 3, 3]]
"""
import numpy as np

from .. import dtypes, errors, nest
from ..ops.core import convert_to_tensor, kernel
from ..tensor import Tensor
from ..core.shapes import TensorShape
from .dataset_kernels import DatasetValue


def padded_batch(dataset, make, batch_size, padded_shapes=None, padding_values=None,
                 drop_remainder=False):
    """The PaddedBatchDatasetV2 of ``dataset``; ``make`` is dataset.py's op builder."""
    types, shapes = dataset.output_types, dataset._flat_shapes
    size = batch_size if isinstance(batch_size, Tensor) else convert_to_tensor(
        np.int64(batch_size), dtype=dtypes.int64, name="batch_size")
    if padded_shapes is None:
        padded_shapes = nest.pack_sequence_as_for_data(types, shapes)
    padded = [_padded_shape(p, s) for p, s in zip(_flatten_up_to(types, padded_shapes), shapes)]
    flat_types = nest.flatten_for_data(types)
    values = (_flatten_up_to(types, padding_values) if padding_values is not None
              else [np.zeros((), t.as_numpy_dtype) for t in flat_types])
    values = [_padding_value(v, t) for v, t in zip(values, flat_types)]
    drop = convert_to_tensor(drop_remainder, dtype=dtypes.bool, name="drop_remainder")
    known = batch_size if drop_remainder is True and isinstance(batch_size, int) else None
    out_shapes = [TensorShape([known]).concatenate(static) for _, static in padded]
    return make("PaddedBatchDatasetV2", [dataset._variant_tensor, size] +
                [t for t, _ in padded] + values + [drop], types, out_shapes,
                types_attr="Toutput_types", extra={"parallel_copy": False, "N": len(padded)})


def _flatten_up_to(structure, value):
    """``value`` flattened only as deep as ``structure`` nests (its leaves may be lists)."""
    if isinstance(structure, dict):
        return [leaf for k in sorted(structure) for leaf in _flatten_up_to(structure[k], value[k])]
    if isinstance(structure, tuple):
        return [leaf for s, v in zip(structure, value) for leaf in _flatten_up_to(s, v)]
    return [value]


def _padded_shape(padded, input_shape):
    """(the int64 tensor, its static shape) for one component; checks it fits the input."""
    if isinstance(padded, Tensor):
        return padded, TensorShape(None).merge_with(input_shape)
    static = TensorShape(padded)
    if not static.is_compatible_with(input_shape):
        raise ValueError("The padded shape %s is not compatible with the shape %s of the "
                         "corresponding input component." % (static, input_shape))
    dims = [-1 if d is None else d for d in static.as_list()]
    return convert_to_tensor(np.array(dims, np.int64), dtype=dtypes.int64), static


def _padding_value(value, dtype):
    value = convert_to_tensor(value, name="padding_value")
    if value.shape.ndims != 0:
        raise ValueError("Invalid `padding_values`. `padding_values` values should be "
                         "scalars, but got %s." % (value.shape,))
    if value.dtype.base_dtype != dtype:
        raise TypeError("Invalid `padding_values`. `padding_values` values type <dtype: '%s'> "
                        "does not match type <dtype: '%s'> of the corresponding input "
                        "component." % (value.dtype.base_dtype.name, dtype.name))
    return value


@kernel("PaddedBatchDatasetV2")
def _padded_batch(op, dataset, batch_size, *rest):
    n = op.attrs["N"]
    targets, fills, drop_remainder = rest[:n], rest[n:2 * n], rest[2 * n]
    size = int(batch_size)
    if size <= 0:
        raise ValueError("Batch size must be greater than zero.")

    def pad(parts, target, fill):
        longest = np.max([p.shape for p in parts], axis=0) if parts[0].ndim else ()
        shape = [int(m) if t == -1 else int(t) for t, m in zip(target, longest)]
        out = np.full([len(parts)] + shape, fill, dtype=np.asarray(fill).dtype)
        for i, p in enumerate(parts):
            if any(d > s for d, s in zip(p.shape, shape)):
                raise errors.graph_execution_error(
                    errors.DataLossError, op,
                    "Attempted to pad to a smaller size than the input element.")
            out[(i,) + tuple(slice(0, d) for d in p.shape)] = p
        return out

    def start():
        elements = dataset.elements()
        while True:
            chunk = [next(elements, None) for _ in range(size)]
            chunk = [e for e in chunk if e is not None]
            if not chunk or (drop_remainder and len(chunk) < size):
                return
            yield tuple(pad([np.asarray(e[c]) for e in chunk], targets[c], fills[c])
                        for c in range(n))
    return DatasetValue(start)
