"""The streaming counts of a binary classifier's outcomes, and the ratios built from them:
``true_positives``, ``false_positives``, ``true_negatives``, ``false_negatives``,
``precision`` and ``recall``.

Mirrors ``tf.compat.v1.metrics`` (``metrics_impl.py``). Labels and predictions are cast to
bool (nonzero is True). Each count opens a variable scope named after itself, keeps one local
variable ``count`` and returns its value (an ``Identity`` of the variable) and the update op
(the ``AssignAdd`` itself, so running it gives the count so far). Weights, if any, multiply the
outcomes before they are summed; they must be a scalar or have the rank of the labels, a check
TF makes with ``tf.assert_rank_in`` (a NoOp when the static ranks settle it, a ValueError when
they rule it out, an ``Assert`` run with the graph when they cannot tell).
``precision`` and ``recall`` build two counts in their own scope (``precision/true_positives``)
and divide, giving 0 while the denominator is 0 (a ``Select`` named ``value`` / ``update_op``).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     p, p_update = precision(labels=[1, 0, 1, 1], predictions=[1, 1, 1, 0])
...     with tf.Session() as sess:
...         sess.run(tf.local_variables_initializer())
...         value = sess.run(p_update)
>>> p.name, round(float(value), 4)
('precision/value:0', 0.6667)
"""
from .. import dtypes
from ..default_graph import get_default_graph
from ..ops.array_ops import identity, rank
from ..ops.check_ops import assert_rank_in, assert_type
from ..ops.indexing_ops import where
from ..ops.logical_ops import logical_and
from ..ops.math_ops import cast, equal, greater, multiply, truediv
from ..ops.reduction_ops import reduce_sum
from ..ops.state_ops import assign_add
from ..variable_scope import variable_scope
from .metric_variable import collect, metric_variable
from .squeeze_dims import align


def _count_condition(values, weights, metrics_collections, updates_collections):
    """The running (weighted) number of true entries of the bool tensor ``values``."""
    assert_type(values, dtypes.bool)
    count = metric_variable([], dtypes.float32, name="count")
    values = cast(values, dtypes.float32)
    if weights is not None:
        with get_default_graph().control_dependencies(
                [assert_rank_in(weights, (0, rank(values)))]):
            values = multiply(values, cast(weights, dtypes.float32))
    value = collect(metrics_collections, identity(count))
    update_op = assign_add(count, reduce_sum(values))
    return value, collect(updates_collections, update_op)


def _outcome_count(default_name, label_is, prediction_is):
    def count(labels, predictions, weights=None, metrics_collections=None,
              updates_collections=None, name=None):
        with variable_scope(name, default_name, (predictions, labels, weights)):
            predictions, labels, weights = align(cast(predictions, dtypes.bool),
                                                 cast(labels, dtypes.bool), weights)
            outcome = logical_and(equal(labels, label_is), equal(predictions, prediction_is))
            return _count_condition(outcome, weights, metrics_collections,
                                    updates_collections)
    count.__name__ = default_name
    count.__doc__ = ("The running (weighted) number of examples whose label is %s and whose "
                     "prediction is %s." % (label_is, prediction_is))
    return count


true_positives = _outcome_count("true_positives", True, True)
false_positives = _outcome_count("false_positives", False, True)
true_negatives = _outcome_count("true_negatives", False, False)
false_negatives = _outcome_count("false_negatives", True, False)


def _ratio(default_name, other_count):
    def ratio(labels, predictions, weights=None, metrics_collections=None,
              updates_collections=None, name=None):
        with variable_scope(name, default_name, (predictions, labels, weights)):
            predictions, labels, weights = align(cast(predictions, dtypes.bool),
                                                 cast(labels, dtypes.bool), weights)
            tp, tp_update = true_positives(labels, predictions, weights)
            other, other_update = other_count(labels, predictions, weights)

            def share(hits, misses, op_name):
                return where(greater(hits + misses, 0), truediv(hits, hits + misses), 0,
                             op_name)

            value = collect(metrics_collections, share(tp, other, "value"))
            return value, collect(updates_collections, share(tp_update, other_update,
                                                             "update_op"))
    ratio.__name__ = default_name
    return ratio


precision = _ratio("precision", false_positives)
precision.__doc__ = "The running (weighted) share of positive predictions that are right."
recall = _ratio("recall", false_negatives)
recall.__doc__ = "The running (weighted) share of positive labels that are predicted."
