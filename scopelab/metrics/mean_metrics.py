"""The streaming metrics that are a running (weighted) mean: ``mean``, ``accuracy``, the
regression errors, ``mean_tensor``, ``percentage_below``, ``mean_relative_error`` and
``mean_cosine_distance``.

Mirrors ``tf.compat.v1.metrics`` (``metrics_impl.py``). ``mean`` opens a variable scope named
after the metric (``accuracy/``, then ``accuracy_1/``), keeps two local variables ``total`` and
``count`` (``metric_variable.py``) and returns two tensors:

- the value, ``total / count`` (``<scope>/value``, a DivNoNan, so 0 before any update), which
  only reads the variables;
- the update op (``<scope>/update_op``), which adds this batch's weighted sum to ``total`` and
  its summed weights to ``count`` and gives the mean so far.

The others compute one number per element and hand it to ``mean`` under their own name
(``accuracy`` builds its ``Equal`` and ``Cast`` before the scope opens, as TF does).
``root_mean_squared_error`` takes the square root of ``mean_squared_error``'s results, outside
the scope. Left out: TF's RuntimeError under eager execution (scopelab is always a graph).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     acc, acc_update = accuracy(labels=[1, 0, 1, 1], predictions=[1, 1, 1, 0])
...     with tf.Session() as sess:
...         sess.run(tf.local_variables_initializer())
...         before, after = sess.run(acc), sess.run(acc_update)
>>> acc.name, float(before), float(after)
('accuracy/value:0', 0.0, 0.5)
"""
from .. import dtypes
from ..default_graph import get_default_graph
from ..losses.weights_broadcast import broadcast_weights
from ..ops.array_ops import ones_like, zeros_like
from ..ops.grad_ops import size
from ..ops.indexing_ops import where
from ..ops.loss_math_ops import div_no_nan, squared_difference
from ..ops.math_ops import (abs, cast, equal, less, maximum, multiply, sqrt,  # noqa: A004
                            subtract, truediv)
from ..ops.reduction_ops import reduce_sum
from ..ops.state_ops import assign_add
from ..variable_scope import variable_scope
from .metric_variable import collect, metric_variable
from .squeeze_dims import align, remove_squeezable_dimensions


def _weighted(values, weights):
    """``values`` times ``weights`` stretched to their shape, and the stretched weights."""
    values, _, weights = align(values, None, weights)
    weights = broadcast_weights(cast(weights, dtypes.float32), values)
    return multiply(values, weights), weights


def _running_mean(total, count, update_total, update_count, metrics_collections,
                  updates_collections):
    value = div_no_nan(total, maximum(count, 0), name="value")
    collect(metrics_collections, value)
    update_op = div_no_nan(update_total, maximum(update_count, 0), name="update_op")
    return value, collect(updates_collections, update_op)


def mean(values, weights=None, metrics_collections=None, updates_collections=None, name=None):
    """The running weighted mean of ``values``: ``(value, update_op)``."""
    with variable_scope(name, "mean", (values, weights)):
        values = cast(values, dtypes.float32)
        total = metric_variable([], dtypes.float32, name="total")
        count = metric_variable([], dtypes.float32, name="count")
        if weights is None:
            num_values = cast(size(values), dtypes.float32)
        else:
            values, weights = _weighted(values, weights)
            num_values = reduce_sum(weights)
        update_total = assign_add(total, reduce_sum(values))
        # The count must not move ahead of a batch whose values failed to compute.
        with get_default_graph().control_dependencies([values]):
            update_count = assign_add(count, num_values)
        return _running_mean(total, count, update_total, update_count, metrics_collections,
                             updates_collections)


def mean_tensor(values, weights=None, metrics_collections=None, updates_collections=None,
                name=None):
    """The running weighted mean of ``values`` element by element (the same shape as one
    batch of ``values``)."""
    with variable_scope(name, "mean", (values, weights)):
        values = cast(values, dtypes.float32)
        total = metric_variable(values.shape, dtypes.float32, name="total_tensor")
        count = metric_variable(values.shape, dtypes.float32, name="count_tensor")
        num_values = ones_like(values)
        if weights is not None:
            values, weights = _weighted(values, weights)
            num_values = multiply(num_values, weights)
        update_total = assign_add(total, values)
        with get_default_graph().control_dependencies([values]):
            update_count = assign_add(count, num_values)
        return _running_mean(total, count, update_total, update_count, metrics_collections,
                             updates_collections)


def accuracy(labels, predictions, weights=None, metrics_collections=None,
             updates_collections=None, name=None):
    """How often ``predictions`` equals ``labels`` (weighted), as a running mean."""
    predictions, labels, weights = align(predictions, labels, weights)
    predictions.shape.assert_is_compatible_with(labels.shape)
    if labels.dtype != predictions.dtype:
        predictions = cast(predictions, labels.dtype)
    is_correct = cast(equal(predictions, labels), dtypes.float32)
    return mean(is_correct, weights, metrics_collections, updates_collections,
                name or "accuracy")


def mean_squared_error(labels, predictions, weights=None, metrics_collections=None,
                       updates_collections=None, name=None):
    """The running mean of ``(labels - predictions) ** 2``."""
    predictions, labels, weights = align(predictions, labels, weights)
    return mean(squared_difference(labels, predictions), weights, metrics_collections,
                updates_collections, name or "mean_squared_error")


def mean_absolute_error(labels, predictions, weights=None, metrics_collections=None,
                        updates_collections=None, name=None):
    """The running mean of ``|predictions - labels|``."""
    predictions, labels, weights = align(predictions, labels, weights)
    return mean(abs(predictions - labels), weights, metrics_collections, updates_collections,
                name or "mean_absolute_error")


def root_mean_squared_error(labels, predictions, weights=None, metrics_collections=None,
                            updates_collections=None, name=None):
    """The square root of the running mean squared error."""
    predictions, labels, weights = align(predictions, labels, weights)
    mse, update_mse = mean_squared_error(labels, predictions, weights, None, None,
                                         name or "root_mean_squared_error")
    rmse = collect(metrics_collections, sqrt(mse))
    return rmse, collect(updates_collections, sqrt(update_mse))


def percentage_below(values, threshold, weights=None, metrics_collections=None,
                     updates_collections=None, name=None):
    """The running (weighted) fraction of ``values`` below ``threshold``."""
    is_below = cast(less(values, threshold), dtypes.float32)
    return mean(is_below, weights, metrics_collections, updates_collections,
                name or "percentage_below_threshold")


def mean_relative_error(labels, predictions, normalizer, weights=None, metrics_collections=None,
                        updates_collections=None, name=None):
    """The running mean of ``|labels - predictions| / normalizer`` (0 where it is 0)."""
    predictions, labels, weights = align(predictions, labels, weights)
    predictions, normalizer = remove_squeezable_dimensions(predictions, normalizer)
    predictions.shape.assert_is_compatible_with(normalizer.shape)
    relative_errors = where(equal(normalizer, 0.0), zeros_like(labels),
                            truediv(abs(labels - predictions), normalizer))
    return mean(relative_errors, weights, metrics_collections, updates_collections,
                name or "mean_relative_error")


def mean_cosine_distance(labels, predictions, dim, weights=None, metrics_collections=None,
                         updates_collections=None, name=None):
    """One minus the running mean of the dot products of unit-length ``labels`` and
    ``predictions`` along axis ``dim``."""
    predictions, labels, weights = align(predictions, labels, weights)
    radial_diffs = reduce_sum(multiply(predictions, labels), axis=[dim], keepdims=True)
    distance, update_op = mean(radial_diffs, weights, None, None,
                               name or "mean_cosine_distance")
    distance = collect(metrics_collections, subtract(1.0, distance))
    return distance, collect(updates_collections, subtract(1.0, update_op))
