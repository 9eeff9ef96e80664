"""Weighting and reducing losses: ``tf.losses.Reduction`` and ``compute_weighted_loss``.

Mirrors the first part of ``tensorflow/python/ops/losses/losses_impl.py``. Every ``tf.losses``
function computes one loss per element, then calls ``compute_weighted_loss``, which multiplies
by ``weights`` and reduces. The default, ``SUM_BY_NONZERO_WEIGHTS``, is a mean over the
elements whose weight is not 0: ``sum(w * loss) / count(w != 0)`` (``num_present``), with
``DivNoNan`` so that no present element gives 0, not NaN. Even for a scalar weight TF counts
the present elements with graph ops (Equal, Select, a broadcast to the losses' shape, Sum);
those ops are built here too. The result is added to the ``LOSSES`` collection.

>>> import scopelab as tf
>>> from scopelab.losses import Reduction, compute_weighted_loss
>>> g = tf.Graph()
>>> with g.as_default():
...     mean = compute_weighted_loss([1.0, 2.0, 6.0], weights=[1.0, 0.0, 1.0])
...     total = compute_weighted_loss([1.0, 2.0, 6.0], reduction=Reduction.SUM)
...     with tf.Session() as sess:
...         values = sess.run([mean, total])
>>> mean.name, [float(v) for v in values]
('weighted_loss/value:0', [3.5, 9.0])
"""
from .. import dtypes
from ..default_graph import graph_from_inputs
from ..graph_keys import GraphKeys
from ..ops.array_ops import ones_like, rank, zeros_like
from ..ops.core import convert_to_tensor
from ..ops.grad_ops import op_range, size
from ..ops.indexing_ops import select
from ..ops.loss_math_ops import div_no_nan
from ..ops.math_ops import cast, equal, multiply
from ..ops.reduction_ops import reduce_sum
from .collection import add_loss
from .weights_broadcast import assert_broadcastable, broadcast_weights


class Reduction:
    """How ``compute_weighted_loss`` turns per-element losses into the returned loss."""
    NONE = "none"
    SUM = "weighted_sum"
    SUM_OVER_BATCH_SIZE = "weighted_sum_over_batch_size"
    MEAN = "weighted_mean"
    SUM_BY_NONZERO_WEIGHTS = "weighted_sum_by_nonzero_weights"
    SUM_OVER_NONZERO_WEIGHTS = SUM_BY_NONZERO_WEIGHTS

    @classmethod
    def all(cls):
        return (cls.NONE, cls.SUM, cls.MEAN, cls.SUM_OVER_BATCH_SIZE,
                cls.SUM_OVER_NONZERO_WEIGHTS, cls.SUM_BY_NONZERO_WEIGHTS)

    @classmethod
    def validate(cls, key):
        if key not in cls.all():
            raise ValueError("Invalid Reduction Key %s. Key should be one of %s."
                             % (key, cls.all()))


def _safe_mean(losses, num_present):
    return div_no_nan(reduce_sum(losses), num_present, name="value")


def _num_elements(losses):
    g = losses.graph
    with g.name_scope("num_elements") as scope:
        return cast(size(losses, name=scope), dtype=losses.dtype)


def _num_present(losses, weights, per_batch=False):
    """How many elements of ``losses`` have a nonzero weight (weights broadcast to losses);
    with ``per_batch``, how many in each example (summed over all axes but the first)."""
    g = losses.graph
    with g.name_scope("num_present") as scope:
        weights = cast(weights, dtype=dtypes.float32)
        present = select(equal(weights, 0.0), zeros_like(weights), ones_like(weights))
        present = broadcast_weights(present, losses)
        if per_batch:
            return reduce_sum(present, axis=op_range(1, rank(present)), keepdims=True,
                              name=scope)
        return reduce_sum(present, name=scope)


def compute_weighted_loss(losses, weights=1.0, scope=None, loss_collection=GraphKeys.LOSSES,
                          reduction=Reduction.SUM_BY_NONZERO_WEIGHTS):
    """``losses * weights`` reduced as ``reduction`` says, and added to ``loss_collection``."""
    Reduction.validate(reduction)
    g = graph_from_inputs((losses, weights))
    with g.name_scope(scope, "weighted_loss"):
        # The original weights are used below, not the tensor the check makes of them: a Python
        # number becomes a second Const, under the check's control dependency.
        with g.control_dependencies([assert_broadcastable(weights, losses)]):
            losses = convert_to_tensor(losses, graph=g)
            input_dtype = losses.dtype.base_dtype
            losses = cast(losses, dtypes.float32)
            weights = cast(weights, dtypes.float32)
            loss = multiply(losses, weights)
            if reduction != Reduction.NONE:
                loss = reduce_sum(loss)
                if reduction == Reduction.MEAN:
                    loss = _safe_mean(loss, reduce_sum(ones_like(losses) * weights))
                elif reduction == Reduction.SUM_BY_NONZERO_WEIGHTS:
                    loss = _safe_mean(loss, _num_present(losses, weights))
                elif reduction == Reduction.SUM_OVER_BATCH_SIZE:
                    loss = _safe_mean(loss, _num_elements(losses))
            loss = cast(loss, input_dtype)
            add_loss(loss, loss_collection)
            return loss
