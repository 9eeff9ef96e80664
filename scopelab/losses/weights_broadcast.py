"""How ``tf.losses`` checks and stretches loss ``weights``: ``assert_broadcastable`` and
``broadcast_weights``.

Mirrors ``tensorflow/python/ops/weights_broadcast_ops.py``. Weights must be a scalar, or have
the rank of the losses with each size either 1 or the loss's size. When the static shapes
settle that, the check is a ``NoOp`` (``static_scalar_check_success`` or
``static_dims_check_success``) that the loss ops depend on; a bad shape is a ValueError at
once. The Consts TF makes on the way (``weights/shape``, ``values/rank``...) stay in the graph,
unused. When they cannot tell (a ``sequence_mask`` of shape [None, None] weighting per-token
losses), the check runs with the graph, as TF builds it:

- ``is_valid_shape``, a ``tf.cond``: a scalar weight is fine; otherwise
  ``has_valid_nonscalar_shape``, a nested cond: the ranks must agree, and only then
  ``has_invalid_dims`` compares the sizes, as a set difference per axis
  (``set_operation_ops.py``) that must come out empty;
- an ``Assert`` of it, guarded by a cond (``AssertGuard``, its data hold a bool), which fails
  the run with InvalidArgumentError, printing both shapes.

>>> import scopelab as tf
>>> from scopelab.losses.weights_broadcast import assert_broadcastable
>>> g = tf.Graph()
>>> with g.as_default():
...     ok = assert_broadcastable(tf.ones([4, 1]), tf.zeros([4, 3]))
>>> ok.name, ok.type
('assert_broadcastable/static_dims_check_success', 'NoOp')
"""
import numpy as np

from ..default_graph import graph_from_inputs
from ..ops.array_ops import expand_dims, ones_like, rank, shape
from ..ops.assert_ops import Assert
from ..ops.control_flow_ops import cond, no_op
from ..ops.core import convert_to_tensor, static_value
from ..ops.grad_ops import size
from ..ops.indexing_ops import concat
from ..ops.math_ops import equal, multiply
from ..ops.set_operation_ops import set_difference

_ERROR_PREFIX = "weights can not be broadcast to values."


def assert_broadcastable(weights, values):
    """A NoOp once the static shapes show that ``weights`` broadcast to ``values``, else the
    run-time check: an ``Assert`` (guarded, see ``assert_ops.py``) of ``_is_valid_shape``."""
    g = graph_from_inputs((weights, values))
    with g.name_scope("assert_broadcastable") as scope:
        with g.name_scope("weights") as weights_scope:
            weights = convert_to_tensor(weights, name=weights_scope, graph=g)
            weights_shape = shape(weights, name="shape")
            weights_rank = rank(weights, name="rank")
        with g.name_scope("values") as values_scope:
            values = convert_to_tensor(values, name=values_scope, graph=g)
            values_shape = shape(values, name="shape")
            values_rank = rank(values, name="rank")
        static_weights_rank, static_values_rank = static_value(weights_rank), static_value(
            values_rank)
        if static_weights_rank is not None and static_values_rank is not None:
            if static_weights_rank == 0:
                return no_op(name="static_scalar_check_success")
            if static_weights_rank != static_values_rank:
                raise ValueError("%s values.rank=%s. weights.rank=%s. values.shape=%s. "
                                 "weights.shape=%s. Received weights=%s, values=%s"
                                 % (_ERROR_PREFIX, static_values_rank, static_weights_rank,
                                    values.shape, weights.shape, weights, values))
            weights_dims, values_dims = static_value(weights_shape), static_value(values_shape)
            if weights_dims is not None and values_dims is not None:
                for i, (w, v) in enumerate(zip(weights_dims.tolist(), values_dims.tolist())):
                    if w not in (1, v):
                        raise ValueError("%s Mismatch at dim %d. values.shape=%s, weights.shape="
                                         "%s. Received weights=%s, values=%s"
                                         % (_ERROR_PREFIX, i, np.asarray(values_dims),
                                            np.asarray(weights_dims), weights, values))
                return no_op(name="static_dims_check_success")
        is_scalar = equal(0, weights_rank, name="is_scalar")
        data = (_ERROR_PREFIX, "weights.shape=", weights.name, weights_shape,
                "values.shape=", values.name, values_shape, "is_scalar=", is_scalar)
        is_valid = cond(is_scalar, lambda: is_scalar,
                        lambda: _has_valid_nonscalar_shape(weights_rank, weights_shape,
                                                           values_rank, values_shape),
                        name="is_valid_shape")
        return Assert(is_valid, data, name=scope)


def _has_valid_nonscalar_shape(weights_rank, weights_shape, values_rank, values_shape):
    """True when the ranks agree and ``_has_valid_dims`` holds (checked only then)."""
    g = weights_rank.graph
    with g.name_scope("has_valid_nonscalar_shape") as scope:
        is_same_rank = equal(values_rank, weights_rank, name="is_same_rank")
        return cond(is_same_rank, lambda: _has_valid_dims(weights_shape, values_shape),
                    lambda: is_same_rank, name=scope)


def _has_valid_dims(weights_shape, values_shape):
    """True when every weights size is 1 or the values' size: each weights size, as a set of
    one, minus the set {values size, 1} of its axis leaves nothing."""
    g = weights_shape.graph
    with g.name_scope("has_invalid_dims") as scope:
        values_column = expand_dims(values_shape, -1)
        allowed = concat((values_column, ones_like(values_column)), axis=1)
        weights_column = expand_dims(weights_shape, -1)
        invalid = set_difference(weights_column, allowed)
        num_invalid = size(invalid.values, name="num_invalid_dims")
        return equal(0, num_invalid, name=scope)


def broadcast_weights(weights, values):
    """``weights`` stretched to the shape of ``values`` (``weights * ones_like(values)``)."""
    g = graph_from_inputs((weights, values))
    with g.name_scope("broadcast_weights") as scope:
        values = convert_to_tensor(values, name="values", graph=g)
        weights = convert_to_tensor(weights, dtype=values.dtype.base_dtype, name="weights",
                                    graph=g)
        ws, vs = weights.shape, values.shape
        if ws.is_fully_defined() and vs.is_fully_defined() and ws.is_compatible_with(vs):
            return weights
        with g.control_dependencies([assert_broadcastable(weights, values)]):
            return multiply(weights, ones_like(values), name=scope)
