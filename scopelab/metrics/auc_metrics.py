"""The area under the ROC or precision-recall curve, from counts kept at fixed thresholds:
``auc``.

Mirrors ``tf.compat.v1.metrics.auc`` and ``_confusion_matrix_at_thresholds``
(``metrics_impl.py``). Predictions must lie in [0, 1] (two checks run with the graph:
``tf.assert_greater_equal`` and ``tf.assert_less_equal`` themselves, as TF calls them).
``num_thresholds`` thresholds run from just below 0 to just above 1; four local variables of
that length count, for each threshold, the (weighted) true positives, false negatives, true
negatives and false positives of predicting "positive" above it (every prediction compared
with every threshold, by tiling both to ``[num_thresholds, batch]``). The curve's points come from those counts (with a
small epsilon so empty counts give no 0/0), and the area is summed over the intervals between
neighbouring thresholds: ``trapezoidal`` (the default), ``minoring``, ``majoring``, or for
PR ``careful_interpolation``. TF's value and update op are each computed this way, from the
variables and from the counts just updated.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     scores = tf.constant([0.1, 0.4, 0.35, 0.8])
...     value, update = auc([0, 0, 1, 1], scores, num_thresholds=5)
...     with tf.Session() as sess:
...         sess.run(tf.local_variables_initializer())
...         area = sess.run(update)
>>> round(float(area), 4)
0.875
"""
from .. import dtypes
from ..default_graph import get_default_graph
from ..losses.weights_broadcast import broadcast_weights
from ..ops.array_ops import expand_dims, ones_like, reshape, shape
from ..ops.check_ops import assert_greater_equal, assert_less_equal
from ..ops.core import constant
from ..ops.grad_ops import tile
from ..ops.indexing_ops import stack, transpose, where
from ..ops.logical_ops import logical_and
from ..ops.loss_math_ops import div_no_nan
from ..ops.math_ops import (cast, greater, log, logical_not, maximum, minimum, multiply,
                            truediv)
from ..ops.reduction_ops import reduce_sum
from ..ops.state_ops import assign_add
from ..variable_scope import variable_scope
from .metric_variable import collect, metric_variable
from .squeeze_dims import align

_IN_RANGE = "predictions must be in [0, 1]"
_OUTCOMES = (("tp", "true_positives", True, True), ("fn", "false_negatives", True, False),
             ("tn", "true_negatives", False, False), ("fp", "false_positives", False, True))


def confusion_at_thresholds(labels, predictions, thresholds, weights=None,
                            includes=("tp", "fn", "tn", "fp")):
    """Local variables counting, at each threshold, the outcomes named in ``includes``
    (``"tp"``, ``"fn"``, ``"tn"``, ``"fp"``), and the ops adding a batch: two dicts."""
    checks = [assert_greater_equal(predictions, cast(0.0, dtype=predictions.dtype),
                                   message=_IN_RANGE),
              assert_less_equal(predictions, cast(1.0, dtype=predictions.dtype),
                                message=_IN_RANGE)]
    with get_default_graph().control_dependencies(checks):
        predictions, labels, weights = align(cast(predictions, dtypes.float32),
                                             cast(labels, dtypes.bool), weights)
    n = len(thresholds)
    predictions_2d = reshape(predictions, [-1, 1])
    labels_2d = reshape(cast(labels, dtypes.bool), [1, -1])
    batch = predictions_2d.shape.as_list()[0]
    if batch is None:
        batch = shape(predictions_2d)[0]
    thresh_tiled = tile(expand_dims(constant(thresholds), [1]), stack([1, batch]))
    pred_is = {True: greater(tile(transpose(predictions_2d), [n, 1]), thresh_tiled)}
    if "fn" in includes or "tn" in includes:
        pred_is[False] = logical_not(pred_is[True])
    label_is = {True: tile(labels_2d, [n, 1])}
    if "fp" in includes or "tn" in includes:
        label_is[False] = logical_not(label_is[True])
    weights_tiled = None
    if weights is not None:
        weights = broadcast_weights(cast(weights, dtypes.float32), predictions)
        weights_tiled = tile(reshape(weights, [1, -1]), [n, 1])
        thresh_tiled.shape.assert_is_compatible_with(weights_tiled.shape)
    values, updates = {}, {}
    for key, name, label_positive, pred_positive in _OUTCOMES:
        if key not in includes:
            continue
        values[key] = metric_variable([n], dtypes.float32, name=name)
        hits = cast(logical_and(label_is[label_positive], pred_is[pred_positive]), dtypes.float32)
        if weights_tiled is not None:
            hits *= weights_tiled
        updates[key] = assign_add(values[key], reduce_sum(hits, 1))
    return values, updates


def _interpolated_pr_auc(tp, fp, fn, n):
    """Davis & Goadrich's interpolation of precision between thresholds, summed exactly."""
    dtp = tp[:n - 1] - tp[1:]
    p = tp + fp
    slope = div_no_nan(dtp, maximum(p[:n - 1] - p[1:], 0), name="prec_slope")
    intercept = tp[1:] - multiply(slope, p[1:])
    p_ratio = where(logical_and(p[:n - 1] > 0, p[1:] > 0),
                    div_no_nan(p[:n - 1], maximum(p[1:], 0), name="recall_relative_ratio"),
                    ones_like(p[1:]))
    increments = div_no_nan(slope * (dtp + intercept * log(p_ratio)),
                            maximum(tp[1:] + fn[1:], 0), name="pr_auc_increment")
    return reduce_sum(increments, name="interpolate_pr_auc")


# The height of the curve over an interval, from its values at the two ends.
_HEIGHTS = {"trapezoidal": lambda a, b: (a + b) / 2.0,
            "careful_interpolation": lambda a, b: (a + b) / 2.0,  # for ROC: trapezoids
            "minoring": minimum, "majoring": maximum}


def _area(counts, n, curve, summation_method, name):
    tp, fn, tn, fp = (counts[k] for k in ("tp", "fn", "tn", "fp"))
    if curve == "PR" and summation_method == "careful_interpolation":
        return _interpolated_pr_auc(tp, fp, fn, n)
    epsilon = 1e-6
    recall = truediv(tp + epsilon, tp + fn + epsilon)
    if curve == "ROC":
        x, y = truediv(fp, fp + tn + epsilon), recall
    else:
        x, y = recall, truediv(tp + epsilon, tp + fp + epsilon)
    height = _HEIGHTS.get(summation_method)
    if height is None:
        raise ValueError("Invalid summation_method: %s summation_method should be "
                         "'trapezoidal', 'careful_interpolation', 'minoring', or 'majoring'."
                         % summation_method)
    widths = x[:n - 1] - x[1:]
    return reduce_sum(multiply(widths, height(y[:n - 1], y[1:])), name=name)


def auc(labels, predictions, weights=None, num_thresholds=200, metrics_collections=None,
        updates_collections=None, curve="ROC", name=None, summation_method="trapezoidal",
        thresholds=None):
    """The running area under the ROC (or PR) curve, approximated at fixed thresholds."""
    with variable_scope(name, "auc", (labels, predictions, weights)):
        if curve not in ("ROC", "PR"):
            raise ValueError("Curve must be either ROC or PR. Curve %s is unknown." % curve)
        kepsilon = 1e-7  # puts the end thresholds just outside [0, 1]
        if thresholds is not None:
            thresholds = sorted(thresholds)
            num_thresholds = len(thresholds) + 2
        else:
            thresholds = [(i + 1) * 1.0 / (num_thresholds - 1) for i in range(num_thresholds - 2)]
        thresholds = [0.0 - kepsilon] + thresholds + [1.0 + kepsilon]
        values, updates = confusion_at_thresholds(labels, predictions, thresholds, weights)
        value = collect(metrics_collections,
                        _area(values, num_thresholds, curve, summation_method, "value"))
        update_op = _area(updates, num_thresholds, curve, summation_method, "update_op")
        return value, collect(updates_collections, update_op)
