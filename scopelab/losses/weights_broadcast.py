"""How ``tf.losses`` checks and stretches loss ``weights``: ``assert_broadcastable`` and
``broadcast_weights``.

Mirrors ``tensorflow/python/ops/weights_broadcast_ops.py``. Weights must be a scalar, or have
the rank of the losses with each size either 1 or the loss's size. When the static shapes
settle that, the check is a ``NoOp`` (``static_scalar_check_success`` or
``static_dims_check_success``) that the loss ops depend on; a bad shape is a ValueError at
once. The Consts TF makes on the way (``weights/shape``, ``values/rank``...) stay in the graph,
unused.
Left out: the run-time check TF builds when the static shapes cannot tell (an ``Assert`` over
a ``tf.cond`` and a set difference); scopelab raises NotImplementedError there.

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
from ..ops.array_ops import ones_like, rank, shape
from ..ops.control_flow_ops import no_op
from ..ops.core import convert_to_tensor, static_value
from ..ops.math_ops import multiply

_ERROR_PREFIX = "weights can not be broadcast to values."


def assert_broadcastable(weights, values):
    """A NoOp once the static shapes show that ``weights`` broadcast to ``values``."""
    g = graph_from_inputs((weights, values))
    with g.name_scope("assert_broadcastable"):
        with g.name_scope("weights") as weights_scope:
            weights = convert_to_tensor(weights, name=weights_scope, graph=g)
            weights_shape = shape(weights, name="shape")
            weights_rank = static_value(rank(weights, name="rank"))
        with g.name_scope("values") as values_scope:
            values = convert_to_tensor(values, name=values_scope, graph=g)
            values_shape = shape(values, name="shape")
            values_rank = static_value(rank(values, name="rank"))
        if weights_rank is not None and values_rank is not None:
            if weights_rank == 0:
                return no_op(name="static_scalar_check_success")
            if weights_rank != values_rank:
                raise ValueError("%s values.rank=%s. weights.rank=%s. values.shape=%s. "
                                 "weights.shape=%s. Received weights=%s, values=%s"
                                 % (_ERROR_PREFIX, values_rank, weights_rank, values.shape,
                                    weights.shape, weights, values))
            weights_dims, values_dims = static_value(weights_shape), static_value(values_shape)
            if weights_dims is not None and values_dims is not None:
                for i, (w, v) in enumerate(zip(weights_dims.tolist(), values_dims.tolist())):
                    if w not in (1, v):
                        raise ValueError("%s Mismatch at dim %d. values.shape=%s, weights.shape="
                                         "%s. Received weights=%s, values=%s"
                                         % (_ERROR_PREFIX, i, np.asarray(values_dims),
                                            np.asarray(weights_dims), weights, values))
                return no_op(name="static_dims_check_success")
        raise NotImplementedError("scopelab checks loss weights only when their static shapes "
                                  "settle it; weights %s, values %s" % (weights, values))


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
