"""The confusion matrix of class ids, with TF's run-time checks that the ids are in range.

Mirrors ``confusion_matrix.confusion_matrix_v1`` (``tf.confusion_matrix``,
``tf.math.confusion_matrix``: TF1's argument order, ``dtype`` and ``name`` before ``weights``)
and the metrics' ``_streaming_confusion_matrix`` (``metrics_impl.py``), which ``mean_iou`` sums
over batches.
Entry ``[i, j]`` counts the (weighted) examples of label ``i`` predicted as ``j``: a
``ScatterNd`` of ones (or the weights) at the stacked ``(label, prediction)`` pairs. Before
that, each id tensor passes through an ``Identity`` that waits for a check: none negative
(``tf.assert_non_negative``), all below ``num_classes`` (``tf.assert_less``), the same
functions learners call (``scopelab/ops/check_ops.py``), as TF's ``confusion_matrix`` calls
them: the ``Assert`` is guarded by a cond (the data hold an int64 tensor), and when both sides
are constants the check fails at once, an InvalidArgumentError while building.
Without ``num_classes`` the size is one more than the largest id, worked out in the graph
(``Max``, ``Max_1``, ``Maximum``, ``add``), and only the negative ids are checked.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     cm = confusion_matrix(tf.constant([0, 1, 1]), tf.constant([0, 0, 1]), 2, dtype=tf.int32)
...     with tf.Session() as sess:
...         print(sess.run(cm))
[[1 0]
 [1 1]]
"""
from .. import dtypes
from ..default_graph import get_default_graph
from ..ops.array_ops import ones_like, reshape
from ..ops.check_ops import assert_less, assert_non_negative
from ..ops.core import convert_to_tensor
from ..ops.gating_ops import with_dependencies
from ..ops.indexing_ops import stack
from ..ops.math_ops import cast, maximum
from ..ops.nd_indexing_ops import scatter_nd
from ..ops.reduction_ops import reduce_max
from ..ops.state_ops import assign_add
from .metric_variable import metric_variable
from .squeeze_dims import remove_squeezable_dimensions


def confusion_matrix(labels, predictions, num_classes=None, dtype=dtypes.int32, name=None,
                     weights=None):
    """The ``[num_classes, num_classes]`` matrix counting each (label, prediction) pair."""
    with get_default_graph().name_scope(name, "confusion_matrix"):
        labels, predictions = remove_squeezable_dimensions(
            convert_to_tensor(labels, name="labels"),
            convert_to_tensor(predictions, name="predictions"))
        predictions = cast(predictions, dtypes.int64)
        labels = cast(labels, dtypes.int64)
        labels = with_dependencies(
            [assert_non_negative(labels, message="`labels` contains negative values")], labels)
        predictions = with_dependencies(
            [assert_non_negative(predictions,
                                 message="`predictions` contains negative values")],
            predictions)
        if num_classes is None:
            num_classes = maximum(reduce_max(predictions), reduce_max(labels)) + 1
        else:
            num_classes_int64 = cast(num_classes, dtypes.int64)
            labels = with_dependencies(
                [assert_less(labels, num_classes_int64, message="`labels` out of bound")],
                labels)
            predictions = with_dependencies(
                [assert_less(predictions, num_classes_int64,
                             message="`predictions` out of bound")],
                predictions)
        if weights is not None:
            weights = convert_to_tensor(weights, name="weights")
            predictions.shape.assert_is_compatible_with(weights.shape)
            weights = cast(weights, dtype)
        shape = stack([num_classes, num_classes])
        indices = stack([labels, predictions], axis=1)
        values = ones_like(predictions, dtype) if weights is None else weights
        return scatter_nd(indices=indices, updates=values, shape=cast(shape, dtypes.int64))


def streaming_confusion_matrix(labels, predictions, num_classes, weights=None):
    """A float64 local variable ``total_confusion_matrix`` and the op adding a batch's matrix."""
    total = metric_variable([num_classes, num_classes], dtypes.float64,
                            name="total_confusion_matrix")
    predictions = cast(predictions, dtypes.int64)
    labels = cast(labels, dtypes.int64)
    num_classes = cast(num_classes, dtypes.int64)
    # TF compares the static ranks with 1 directly: an unknown rank fails as it does there.
    if predictions.shape.ndims > 1:
        predictions = reshape(predictions, [-1])
    if labels.shape.ndims > 1:
        labels = reshape(labels, [-1])
    if weights is not None and weights.shape.ndims > 1:
        weights = reshape(weights, [-1])
    current = confusion_matrix(labels, predictions, num_classes, weights=weights,
                               dtype=dtypes.float64)
    return total, assign_add(total, current)
