"""``tf.sparse_to_dense``: a dense tensor from the positions and values of a few entries.

Mirrors ``sparse_ops.sparse_to_dense`` (the ``SparseToDense`` op). ``sparse_indices`` lists the
positions (one per row of a matrix, or a vector of positions in a 1-D output, or one scalar),
``sparse_values`` their values (or one value for all), every other entry is ``default_value``.
With ``validate_indices`` (the default) the positions must be in bounds, in row-major order and
distinct, checked when run; without, the last of repeated positions wins. The sampled losses
build it to push the logits of accidentally sampled true classes to -FLT_MAX.
Its gradient gathers the values' part back (gradients_impl/nd_indexing_grad.py).
Left out: ``SparseTensor``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     dense = sparse_to_dense([[0, 1], [2, 0]], [3, 2], [5.0, 6.0])
...     with tf.Session() as sess:
...         out = sess.run(dense)
>>> dense.shape.as_list(), out.tolist()
([3, 2], [[0.0, 5.0], [0.0, 0.0], [6.0, 0.0]])
"""
import numpy as np

from .. import dtypes, errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .array_ops import shape_of
from .core import convert_input, convert_to_tensor, kernel, make_op


def sparse_to_dense(sparse_indices, output_shape, sparse_values, default_value=0,
                    validate_indices=True, name=None):
    g = graph_from_inputs((sparse_indices, output_shape, sparse_values, default_value))
    with g.name_scope(name or "SparseToDense") as scope:
        indices = _index_input(sparse_indices, "sparse_indices", g)
        shape = _index_input(output_shape, "output_shape", g)
        values = convert_to_tensor(sparse_values, name="sparse_values", graph=g)
        default = convert_input(default_value, values.dtype, "SparseToDense", "default_value",
                                "sparse_values", g)
        dtype = values.dtype.base_dtype
        out = shape_of(shape) if shape.shape.is_fully_defined() else TensorShape(None)
        return make_op(g, "SparseToDense", [indices, shape, values, default], scope, dtype, out,
                       {"T": dtype, "Tindices": indices.dtype.base_dtype,
                        "validate_indices": bool(validate_indices)})


def _index_input(value, arg, g):
    """An int32 or int64 input, checked as soon as it is converted (as TF does)."""
    t = convert_to_tensor(value, name=arg, graph=g)
    if t.dtype.base_dtype not in (dtypes.int32, dtypes.int64):
        raise TypeError("Value passed to parameter '%s' has DataType %s not in list of allowed "
                        "values: int32, int64" % (arg, t.dtype.base_dtype.name))
    return t


@kernel("SparseToDense")
def _sparse_to_dense(op, indices, shape, values, default):
    shape = [int(d) for d in np.ravel(shape)]
    positions = np.reshape(indices, (-1, len(shape)) if np.ndim(indices) < 2 else indices.shape)
    out = np.full(shape, default, dtype=np.asarray(values).dtype)
    if op.attrs["validate_indices"]:
        _validate(op, positions, shape)
    out[tuple(positions.T)] = values
    return out


def _validate(op, positions, shape):
    """TF's checks, the first failing position first: in bounds, then after the previous one
    in row-major order."""
    text = lambda p: "[%s]" % ",".join(str(int(v)) for v in p)  # noqa: E731
    outside = np.any((positions < 0) | (positions >= shape), axis=1)
    flat = np.ravel_multi_index(tuple(np.clip(positions, 0, np.array(shape) - 1).T), shape) \
        if positions.size else np.zeros(0, np.int64)
    not_after = np.r_[False, flat[1:] <= flat[:-1]]
    bad = np.flatnonzero(outside | not_after)
    if not bad.size:
        return
    i = bad[0]
    if outside[i]:
        problem = "out of bounds: need 0 <= index < %s" % text(shape)
    elif flat[i] == flat[i - 1]:
        problem = "repeated"
    else:
        problem = ("out of order. Many sparse ops require sorted indices.\n    Use "
                   "`tf.sparse.reorder` to create a correctly ordered copy.\n\n")
    raise errors.graph_execution_error(errors.InvalidArgumentError, op, "indices[%d] = %s is %s"
                                       % (i, text(positions[i]), problem))
