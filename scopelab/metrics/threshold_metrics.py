"""The streaming counts and ratios of a scorer at given thresholds: ``true_positives``,
``false_positives``, ``true_negatives``, ``false_negatives``, ``precision`` and ``recall``
``_at_thresholds``; ``sensitivity_at_specificity`` and ``specificity_at_sensitivity``.

Mirrors ``tf.compat.v1.metrics`` (``metrics_impl.py``). Predictions are scores in [0, 1]; at
each threshold a score above it counts as a positive prediction. The counts are the local
variables of ``confusion_at_thresholds`` (``auc_metrics.py``), one entry per threshold, made
only for the outcomes a metric needs; a count's value is an ``Identity`` of its variable, its
update op the ``AssignAdd``. The ratios divide with a small epsilon in the denominator
(``tp / (1e-7 + tp + fp)``), so a threshold with nothing counted gives 0.
``sensitivity_at_specificity`` reads the sensitivity (recall) at the threshold whose
specificity comes closest to the one asked for (the first such threshold);
``specificity_at_sensitivity`` the other way round (the last one), each over
``num_thresholds`` evenly spaced thresholds as ``auc`` uses.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     scores = tf.constant([0.1, 0.4, 0.35, 0.8])
...     p, update = precision_at_thresholds([0, 0, 1, 1], scores, thresholds=[0.3, 0.5])
...     with tf.Session() as sess:
...         sess.run(tf.local_variables_initializer())
...         values = sess.run(update)
>>> p.name, [round(float(v), 4) for v in values]
('precision_at_thresholds/precision_value:0', [0.6667, 1.0])
"""
from .. import dtypes
from ..ops.arg_ops import argmax, argmin
from ..ops.array_ops import identity
from ..ops.cumulative_ops import cumsum
from ..ops.math_ops import abs, cast, equal, truediv  # noqa: A004 - TF's name
from ..ops.reduction_ops import reduce_min
from ..variable_scope import variable_scope
from .auc_metrics import confusion_at_thresholds
from .metric_variable import collect

_EPSILON = 1e-7


def _count_at_thresholds(key, default_name):
    def count(labels, predictions, thresholds, weights=None, metrics_collections=None,
              updates_collections=None, name=None):
        with variable_scope(name, default_name, (predictions, labels, weights)):
            values, updates = confusion_at_thresholds(labels, predictions, thresholds,
                                                      weights=weights, includes=(key,))
            value = collect(metrics_collections, identity(values[key]))
            return value, collect(updates_collections, updates[key])
    count.__name__ = default_name + "_at_thresholds"
    count.__doc__ = "The running (weighted) %s at each threshold." % default_name.replace("_", " ")
    return count


true_positives_at_thresholds = _count_at_thresholds("tp", "true_positives")
false_positives_at_thresholds = _count_at_thresholds("fp", "false_positives")
true_negatives_at_thresholds = _count_at_thresholds("tn", "true_negatives")
false_negatives_at_thresholds = _count_at_thresholds("fn", "false_negatives")


def _ratio_at_thresholds(ratio_name, other_key):
    default_name = ratio_name + "_at_thresholds"

    def ratio(labels, predictions, thresholds, weights=None, metrics_collections=None,
              updates_collections=None, name=None):
        with variable_scope(name, default_name, (predictions, labels, weights)):
            values, updates = confusion_at_thresholds(labels, predictions, thresholds, weights,
                                                      includes=("tp", other_key))

            def share(counts, suffix):
                tp = counts["tp"]
                return truediv(tp, _EPSILON + tp + counts[other_key],
                               name=ratio_name + "_" + suffix)

            value = collect(metrics_collections, share(values, "value"))
            return value, collect(updates_collections, share(updates, "update_op"))
    ratio.__name__ = default_name
    return ratio


precision_at_thresholds = _ratio_at_thresholds("precision", "fp")
precision_at_thresholds.__doc__ = ("The running (weighted) share of positive predictions that "
                                   "are right, at each threshold.")
recall_at_thresholds = _ratio_at_thresholds("recall", "fn")
recall_at_thresholds.__doc__ = ("The running (weighted) share of positive labels predicted, at "
                                "each threshold.")


def _even_thresholds(num_thresholds, top):
    inner = [(i + 1) * 1.0 / (num_thresholds - 1) for i in range(num_thresholds - 2)]
    return [0.0 - _EPSILON] + inner + [top]


def _check_rate(name, rate, verb):
    if rate < 0 or rate > 1:
        raise ValueError("`%s` must be in the range [0, 1]. Currently, `%s` %s %s."
                         % (name, name, verb, rate))


def sensitivity_at_specificity(labels, predictions, specificity, weights=None,
                               num_thresholds=200, metrics_collections=None,
                               updates_collections=None, name=None):
    """The running sensitivity where the specificity is closest to ``specificity``."""
    _check_rate("specificity", specificity, "got")
    with variable_scope(name, "sensitivity_at_specificity", (predictions, labels, weights)):
        thresholds = _even_thresholds(num_thresholds, 1.0 + _EPSILON)
        values, updates = confusion_at_thresholds(labels, predictions, thresholds, weights)

        def sensitivity(c, op_name):
            specificities = truediv(c["tn"], c["tn"] + c["fp"] + _EPSILON)
            i = cast(argmin(abs(specificities - specificity), 0), dtypes.int32)
            return truediv(c["tp"][i], c["tp"][i] + c["fn"][i] + _EPSILON, op_name)

        value = collect(metrics_collections, sensitivity(values, "value"))
        return value, collect(updates_collections, sensitivity(updates, "update_op"))


def specificity_at_sensitivity(labels, predictions, sensitivity, weights=None,
                               num_thresholds=200, metrics_collections=None,
                               updates_collections=None, name=None):
    """The running specificity where the sensitivity is closest to ``sensitivity``."""
    _check_rate("sensitivity", sensitivity, "is")
    with variable_scope(name, "specificity_at_sensitivity", (predictions, labels, weights)):
        thresholds = _even_thresholds(num_thresholds, 1.0 - _EPSILON)
        values, updates = confusion_at_thresholds(labels, predictions, thresholds, weights)

        def specificity(c, op_name):
            sensitivities = truediv(c["tp"], c["tp"] + c["fn"] + _EPSILON)
            closest = reduce_min(abs(sensitivities - sensitivity))
            at_closest = cast(equal(abs(sensitivities - sensitivity), closest), dtypes.int64)
            # argmax of the running count of ties picks the last threshold among them
            i = cast(argmax(cumsum(at_closest), 0), dtypes.int32)
            return truediv(c["tn"][i], c["tn"][i] + c["fp"][i] + _EPSILON, op_name)

        value = collect(metrics_collections, specificity(values, "value"))
        return value, collect(updates_collections, specificity(updates, "update_op"))
