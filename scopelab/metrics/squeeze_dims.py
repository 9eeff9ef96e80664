"""How ``tf.metrics`` lines up labels, predictions and weights that differ by a trailing 1.

Mirrors ``confusion_matrix.remove_squeezable_dimensions`` and the metrics' own
``_remove_squeezable_dimensions`` (``metrics_impl.py``). Labels of shape [N] and predictions
of shape [N, 1] (a regression head's output) describe the same N examples: the one whose rank
is one higher loses its last axis if that axis may be 1 (a ``Squeeze``). Weights are then
squeezed or expanded to the rank of the predictions; scalar weights stay scalar. When the
static ranks settle it no op is built beyond the Squeeze / ExpandDims, but the name scope
``remove_squeezable_dimensions`` is still taken, as in TF. When a rank is unknown, TF decides
at run time with ``tf.cond``, and so does this module.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     labels, predictions = remove_squeezable_dimensions(tf.zeros([4]), tf.zeros([4, 1]))
>>> predictions.op.type, predictions.shape.as_list()
('Squeeze', [4])
"""
from ..default_graph import get_default_graph
from ..ops.array_ops import expand_dims, rank
from ..ops.control_flow_ops import cond
from ..ops.core import convert_to_tensor
from ..ops.indexing_ops import squeeze
from ..ops.math_ops import equal


def _last_may_be_one(shape):
    return shape.as_list()[-1] in (None, 1)


def remove_squeezable_dimensions(labels, predictions, expected_rank_diff=0, name=None):
    """``(labels, predictions)`` with the last axis of one squeezed away when their ranks
    differ by ``expected_rank_diff`` plus or minus one."""
    with get_default_graph().name_scope(name, "remove_squeezable_dimensions"):
        predictions = convert_to_tensor(predictions)
        labels = convert_to_tensor(labels)
        p_rank, l_rank = predictions.shape.ndims, labels.shape.ndims
        if p_rank is not None and l_rank is not None:
            diff = p_rank - l_rank
            if diff == expected_rank_diff + 1 and _last_may_be_one(predictions.shape):
                predictions = squeeze(predictions, [-1])
            elif diff == expected_rank_diff - 1 and _last_may_be_one(labels.shape):
                labels = squeeze(labels, [-1])
            return labels, predictions
        diff = rank(predictions) - rank(labels)
        if p_rank is None or _last_may_be_one(predictions.shape):
            p = predictions
            predictions = cond(equal(expected_rank_diff + 1, diff),
                               lambda: squeeze(p, [-1]), lambda: p)
        if l_rank is None or _last_may_be_one(labels.shape):
            lab = labels
            labels = cond(equal(expected_rank_diff - 1, diff),
                          lambda: squeeze(lab, [-1]), lambda: lab)
        return labels, predictions


def align(predictions, labels, weights):
    """``(predictions, labels, weights)`` brought to one rank, as every metric does first:
    labels and predictions through ``remove_squeezable_dimensions``, then weights one axis
    shorter or longer than the predictions squeezed or expanded (scalars kept)."""
    predictions = convert_to_tensor(predictions)
    if labels is not None:
        labels, predictions = remove_squeezable_dimensions(labels, predictions)
        predictions.shape.assert_is_compatible_with(labels.shape)
    if weights is None:
        return predictions, labels, None
    weights = convert_to_tensor(weights)
    w_rank, p_rank = weights.shape.ndims, predictions.shape.ndims
    if w_rank == 0:
        return predictions, labels, weights
    if w_rank is not None and p_rank is not None:
        if w_rank - p_rank == 1:
            weights = squeeze(weights, [-1])
        elif p_rank - w_rank == 1:
            weights = expand_dims(weights, [-1])
        return predictions, labels, weights
    return predictions, labels, _align_weights_when_run(weights, predictions)


def _align_weights_when_run(weights, predictions):
    """The weights' squeeze-or-expand decided by ``tf.cond`` on the ranks seen at run time."""
    w_rank = rank(weights)
    diff = w_rank - rank(predictions)
    if weights.shape.ndims is not None and not _last_may_be_one(weights.shape):
        maybe_squeeze = lambda: weights  # noqa: E731 - a squeeze would fail at build time
    else:
        maybe_squeeze = lambda: squeeze(weights, [-1])  # noqa: E731

    def maybe_expand():
        return cond(equal(diff, -1), lambda: expand_dims(weights, [-1]), lambda: weights)

    def adjust():
        return cond(equal(diff, 1), maybe_squeeze, maybe_expand)

    return cond(equal(w_rank, 0), lambda: weights, adjust)
