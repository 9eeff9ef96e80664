"""The streaming metrics kept class by class: ``mean_per_class_accuracy`` and ``mean_iou``.

Mirrors ``tf.compat.v1.metrics`` (``metrics_impl.py``). Labels and
predictions are class ids, flattened to one row. Two local variables of ``num_classes``
entries, ``total`` and ``count``, gather per class the (weighted) number of examples and of
correct ones, by ``ScatterAdd`` at the label's index. The value is the mean over the classes of
``count / total`` (a class never seen counts as 0). As in TF, the update op gives the
per-class accuracies (shape ``[num_classes]``), not their mean; and predictions and weights
must be tensors already (a list fails, as in TF).

``mean_iou`` sums confusion matrices (``confusion_matrix.py``); its value is the mean over the
classes that occur (as label or prediction) of intersection over union: the diagonal entry
over its row sum plus column sum minus itself. Its update op is the summed matrix.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     labels, predictions = tf.constant([0, 0, 1, 2]), tf.constant([0, 1, 1, 1])
...     value, update = mean_per_class_accuracy(labels, predictions, num_classes=3)
...     with tf.Session() as sess:
...         sess.run(tf.local_variables_initializer())
...         per_class = sess.run(update)
...         mean_accuracy = sess.run(value)
>>> per_class.tolist(), round(float(mean_accuracy), 4)
([0.5, 1.0, 0.0], 0.5)
"""
from .. import dtypes
from ..ops.array_ops import ones, ones_like, reshape
from ..ops.grad_ops import size
from ..ops.indexing_ops import where
from ..ops.linalg_ops import diag_part
from ..ops.loss_math_ops import div_no_nan
from ..ops.math_ops import cast, equal, greater, maximum, not_equal, truediv
from ..ops.reduction_ops import reduce_mean, reduce_sum
from ..ops.state_ops import scatter_add
from ..variable_scope import variable_scope
from .confusion_matrix import streaming_confusion_matrix
from .metric_variable import collect, metric_variable


def _flat(t):
    # TF compares the static rank with 1 directly: an unknown rank fails here as it does there.
    return reshape(t, [-1]) if t.shape.ndims > 1 else t


def mean_per_class_accuracy(labels, predictions, num_classes, weights=None,
                            metrics_collections=None, updates_collections=None, name=None):
    """The mean over classes of each class's running (weighted) accuracy."""
    with variable_scope(name, "mean_accuracy", (predictions, labels, weights)):
        labels = _flat(cast(labels, dtypes.int64))
        predictions = _flat(predictions)
        predictions.shape.assert_is_compatible_with(labels.shape)
        total = metric_variable([num_classes], dtypes.float32, name="total")
        count = metric_variable([num_classes], dtypes.float32, name="count")
        seen = ones([size(labels)], dtypes.float32)
        if labels.dtype != predictions.dtype:
            predictions = cast(predictions, labels.dtype)
        is_correct = cast(equal(predictions, labels), dtypes.float32)
        if weights is not None:
            weights = cast(_flat(weights), dtypes.float32)
            is_correct *= weights
            seen *= weights
        update_total = scatter_add(total, labels, seen)
        update_count = scatter_add(count, labels, is_correct)
        per_class = div_no_nan(count, maximum(total, 0))
        value = collect(metrics_collections, reduce_mean(per_class, name="mean_accuracy"))
        update_op = div_no_nan(update_count, maximum(update_total, 0), name="update_op")
        return value, collect(updates_collections, update_op)


def mean_iou(labels, predictions, num_classes, weights=None, metrics_collections=None,
             updates_collections=None, name=None):
    """The mean intersection-over-union of the classes, from a running confusion matrix."""
    with variable_scope(name, "mean_iou", (predictions, labels, weights)):
        predictions.shape.assert_is_compatible_with(labels.shape)
        total_cm, update_op = streaming_confusion_matrix(labels, predictions, num_classes,
                                                         weights)
        sum_over_row = cast(reduce_sum(total_cm, 0), dtypes.float32)
        sum_over_col = cast(reduce_sum(total_cm, 1), dtypes.float32)
        cm_diag = cast(diag_part(total_cm), dtypes.float32)
        denominator = sum_over_row + sum_over_col - cm_diag
        num_valid = reduce_sum(cast(not_equal(denominator, 0), dtypes.float32))
        # Classes never seen would divide 0 by 0: they count as 0 and are not averaged over.
        denominator = where(greater(denominator, 0), denominator, ones_like(denominator))
        iou = truediv(cm_diag, denominator)
        value = where(greater(num_valid, 0), reduce_sum(iou, name="mean_iou") / num_valid, 0)
        collect(metrics_collections, value)
        return value, collect(updates_collections, update_op)
