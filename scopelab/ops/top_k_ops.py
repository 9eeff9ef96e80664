"""The k largest entries: ``tf.nn.top_k`` (TopKV2) and ``tf.nn.in_top_k`` (InTopKV2).

Mirrors those functions of ``nn_ops.py``. ``top_k`` returns the ``k`` largest values along the
last axis, largest first (equal values in index order), and their indices. ``in_top_k``, from
the classic MNIST tutorial's evaluation, says for each row of ``predictions`` whether the
``targets`` class is among the ``k`` largest; it counts the entries strictly larger than the
target's, so ties count in the target's favour, and a row with a non-finite value is never
in the top k.
The gradient of ``top_k`` scatters the incoming gradient back to the positions the values
came from (gradients_impl/top_k_grad.py), with a ``ScatterNd`` (nd_indexing_ops.py).
Left out: ``sorted=False`` returning another order.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     values, indices = tf.nn.top_k([[1.0, 3.0, 2.0, 3.0]], k=2)
...     hit = tf.nn.in_top_k([[0.1, 0.7, 0.2]], [2], k=2)
...     with tf.Session() as sess:
...         print(sess.run([values, indices, hit]))
[array([[3., 3.]], dtype=float32), array([[1, 3]], dtype=int32), array([ True])]
"""
import collections

import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from ..core.shapes import TensorShape
from .core import convert_to_tensor, kernel, make_op, shape_error, static_value
from .unary_math_ops import check_allowed

TopKV2 = collections.namedtuple("TopKV2", ["values", "indices"])

_REAL_TYPES = ("float32", "float64", "int32", "uint8", "int16", "int8", "int64", "bfloat16",
               "uint16", "float16", "uint32", "uint64")


def top_k(input, k=1, sorted=True, name=None):  # noqa: A002 - TF's argument names
    """``(values, indices)`` of the ``k`` largest entries along the last axis."""
    g = graph_from_inputs((input, k))
    with g.name_scope(name or "TopKV2") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        check_allowed(x, "input", _REAL_TYPES)
        k_t = convert_to_tensor(k, dtype=dtypes.int32, name="k", graph=g)
        attrs = {"T": x.dtype.base_dtype, "Tk": dtypes.int32, "index_type": dtypes.int32,
                 "sorted": bool(sorted)}
        dims = x.shape.dims
        known_k = static_value(k_t)
        node = g._op_name(scope)
        if dims is not None and not dims:
            raise shape_error("Shape must be at least rank 1 but is rank 0", node, "TopKV2",
                              attrs, [x, k_t])
        if known_k is not None and int(known_k) < 0:
            raise shape_error("Dimension size, given by scalar input 1, must be non-negative "
                              "but is %d" % int(known_k), node, "TopKV2", attrs, [x, k_t],
                              " and with computed input tensors: input[1] = <%d>"
                              % int(known_k))
        if known_k is not None and dims is not None and dims[-1] is not None \
                and dims[-1] < int(known_k):
            raise shape_error("input must have last dimension >= k = %d but is %d"
                              % (int(known_k), dims[-1]), node, "TopKV2", attrs, [x, k_t],
                              " and with computed input tensors: input[1] = <%d>"
                              % int(known_k))
        shape = TensorShape(None) if dims is None else TensorShape(
            list(dims[:-1]) + [None if known_k is None else int(known_k)])
        op = g._create_op("TopKV2", [x, k_t], [(x.dtype.base_dtype, shape),
                                                (dtypes.int32, shape)], node, attrs)
        return TopKV2(*op.outputs)


@kernel("TopKV2")
def _top_k(op, x, k):
    # Largest first, equal values in index order: a stable ascending sort of the reversed
    # row, read backwards.
    width = x.shape[-1]
    order = np.argsort(x[..., ::-1], axis=-1, kind="stable")[..., ::-1][..., :int(k)]
    indices = (width - 1 - order).astype(np.int32)
    return np.take_along_axis(x, indices, axis=-1), indices


def in_top_k(predictions, targets, k, name=None):
    """For each row of ``predictions``: is the ``targets`` entry among the ``k`` largest?"""
    g = graph_from_inputs((predictions, targets, k))
    with g.name_scope(name, "in_top_k"):
        with g.name_scope(name or "InTopKV2") as scope:
            p = convert_to_tensor(predictions, name="predictions", graph=g)
            if p.dtype.base_dtype is not dtypes.float32:
                raise TypeError("Input 'predictions' of 'InTopKV2' Op has type %s that does not "
                                "match expected type of float32." % p.dtype.base_dtype.name)
            t = convert_to_tensor(targets, name="targets", graph=g)
            check_allowed(t, "targets", ("int32", "int64"))
            index_type = t.dtype.base_dtype
            k_t = k if isinstance(k, Tensor) else convert_to_tensor(k, dtype=index_type,
                                                                     name="k", graph=g)
            attrs = {"T": index_type}

            def shape(node):
                for tensor, rank in ((p, 2), (t, 1), (k_t, 0)):
                    if tensor.shape.ndims is not None and tensor.shape.ndims != rank:
                        raise shape_error("Shape must be rank %d but is rank %d"
                                          % (rank, tensor.shape.ndims), node, "InTopKV2",
                                          attrs, [p, t, k_t])
                rows = (p.shape.dims or [None])[0]
                count = (t.shape.dims or [None])[0]
                if rows is not None and count is not None and rows != count:
                    raise shape_error("Dimensions must be equal, but are %d and %d"
                                      % (rows, count), node, "InTopKV2", attrs, [p, t, k_t])
                return [rows if rows is not None else count]
            return make_op(g, "InTopKV2", [p, t, k_t], scope, dtypes.bool, shape, attrs)


@kernel("InTopKV2")
def _in_top_k(op, predictions, targets, k):
    rows, classes = predictions.shape
    valid = (targets >= 0) & (targets < classes)
    target_values = predictions[np.arange(rows), np.where(valid, targets, 0)]
    larger = np.sum(predictions > target_values[:, None], axis=1)
    return (valid & np.isfinite(target_values) & np.isfinite(predictions).all(axis=1)
            & (larger < k))

