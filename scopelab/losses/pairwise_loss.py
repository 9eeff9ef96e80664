"""``tf.losses.mean_pairwise_squared_error``: errors in the differences between entries.

Mirrors ``mean_pairwise_squared_error`` of ``tensorflow/python/ops/losses/losses_impl.py``.
For each example (first axis) with ``n`` present entries (nonzero weight), it averages, over
all pairs of entries ``i != j``, ``((p_i - p_j) - (l_i - l_j))**2``. With ``d = p - l`` that
is computed without forming the pairs:

    2 * sum(d**2) / (n - 1)  -  2 * sum(d)**2 / (n * (n - 1))

(each ``DivNoNan`` named ``value``, so an example with one entry adds 0). So a prediction
shifted by a constant costs nothing: only the shape of the predictions counts. The per-example
results are multiplied by ``weights`` (one per example) and summed, not averaged, and the
result is 0 when no entry is present (a ``Select`` named ``value_2``). There is no
``reduction`` argument. The weights are checked against the labels first
(``assert_broadcastable``), and every op after that depends on the check.
Left out: the per-entry ``num_present`` shortcut TF takes for a Python float weight.

>>> import scopelab as tf
>>> from scopelab import losses
>>> g = tf.Graph()
>>> with g.as_default():
...     loss = losses.mean_pairwise_squared_error([[0.0, 1.0, 2.0]], [[5.0, 6.0, 8.0]])
...     with tf.Session() as sess:
...         value = sess.run(loss)
>>> loss.name, round(float(value), 4)      # d = [5, 5, 6]: only the pairs with 6 cost
('mean_pairwise_squared_error/value_2:0', 0.6667)
"""
from .. import dtypes
from ..default_graph import graph_from_inputs
from ..graph_keys import GraphKeys
from ..ops.array_ops import rank, zeros_like
from ..ops.grad_ops import op_range
from ..ops.indexing_ops import select
from ..ops.loss_math_ops import div_no_nan
from ..ops.math_ops import cast, maximum, multiply, square, subtract
from ..ops.reduction_ops import reduce_sum
from .collection import add_loss
from .loss_functions import _require
from .reduction import _num_present
from .weights_broadcast import assert_broadcastable


def mean_pairwise_squared_error(labels, predictions, weights=1.0, scope=None,
                                loss_collection=GraphKeys.LOSSES):
    """The weighted sum over examples of the mean squared error of the pairwise
    differences between their entries."""
    _require(labels=labels, predictions=predictions)
    g = graph_from_inputs((predictions, labels, weights))
    with g.name_scope(scope, "mean_pairwise_squared_error"):
        weights = cast(weights, dtype=dtypes.float32)
        labels = cast(labels, dtype=dtypes.float32)
        with g.control_dependencies([assert_broadcastable(weights, labels)]):
            predictions = cast(predictions, dtype=dtypes.float32)
            predictions.shape.assert_is_compatible_with(labels.shape)
            diffs = subtract(predictions, labels)
            axis = op_range(1, rank(diffs))
            sum_squares = reduce_sum(square(diffs), axis=axis, keepdims=True)
            present = _num_present(diffs, weights, per_batch=True)
            term1 = 2.0 * div_no_nan(sum_squares, maximum(present - 1, 0), name="value")
            sum_diff = reduce_sum(diffs, axis=axis, keepdims=True)
            term2 = 2.0 * div_no_nan(square(sum_diff),
                                     maximum(multiply(present, present - 1), 0), name="value")
            loss = reduce_sum(multiply(term1 - term2, weights))
            mean_loss = select(reduce_sum(present) > 0, loss, zeros_like(loss), name="value")
            add_loss(mean_loss, loss_collection)
            return mean_loss
