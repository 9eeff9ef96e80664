"""The ``tf.losses`` loss functions: ``mean_squared_error``, ``absolute_difference``,
``huber_loss``, ``log_loss``, ``hinge_loss``, ``cosine_distance``, ``sigmoid_cross_entropy``,
``softmax_cross_entropy`` and ``sparse_softmax_cross_entropy``
(``mean_pairwise_squared_error``, which reduces in its own way, is in ``pairwise_loss.py``).

Mirrors ``tensorflow/python/ops/losses/losses_impl.py``. Each one opens a name scope named after
itself (``mean_squared_error/``), computes one loss per element with ``tf.nn`` ops (the
cross-entropy ones in an inner scope ``xentropy/``), and hands them to
``compute_weighted_loss``, which weights, reduces and collects them (``reduction.py``).
Labels and predictions are cast to float32 first; a shape mismatch is a ValueError at once.
``label_smoothing`` pulls the labels towards 1/2 (sigmoid) or 1/num_classes (softmax).
The per-element losses of the others, as TF computes them:

    huber_loss       0.5 * min(|e|, delta)**2 + delta * (|e| - min(|e|, delta)),  e = p - l
    log_loss         -l * log(p + epsilon) - (1 - l) * log(1 - p + epsilon)
    hinge_loss       relu(1 - (2 * l - 1) * logits)      (labels 0/1 become -1/+1)
    cosine_distance  1 - sum(p * l) along ``axis``, kept as an axis of size 1
                     (p and l must already be unit vectors: nothing normalizes them)

Left out: squeezing dimensions of unknown rank (a ``tf.cond`` in TF), the deprecated ``dim``
argument of ``cosine_distance``.

>>> import scopelab as tf
>>> from scopelab import losses
>>> g = tf.Graph()
>>> with g.as_default():
...     loss = losses.mean_squared_error(labels=[[0.0, 1.0]], predictions=[[1.0, 3.0]])
...     collected = losses.get_losses()
...     with tf.Session() as sess:
...         value = sess.run(loss)
>>> loss.name, float(value), collected == [loss]
('mean_squared_error/value:0', 2.5, True)
"""
from .. import dtypes
from ..default_graph import graph_from_inputs
from ..graph_keys import GraphKeys
from ..ops.array_ops import shape
from ..ops.core import convert_to_tensor
from ..ops.grad_ops import stop_gradient
from ..ops.indexing_ops import squeeze
from ..ops.loss_math_ops import squared_difference
from ..ops.array_ops import ones_like
from ..ops.math_ops import (abs, add, cast, log, minimum, multiply,  # noqa: A004 - TF's name
                            subtract)
from ..ops.nn_ops import relu
from ..ops.reduction_ops import reduce_sum
from ..ops.xent_ops import (sigmoid_cross_entropy_with_logits,
                            softmax_cross_entropy_with_logits_v2,
                            sparse_softmax_cross_entropy_with_logits)
from .reduction import Reduction, compute_weighted_loss

_DEFAULT = Reduction.SUM_BY_NONZERO_WEIGHTS


def _require(**args):
    for name, value in args.items():
        if value is None:
            raise ValueError("Argument `%s` must not be None." % name)


def _regression_loss(default_scope, per_element, labels, predictions, weights, scope,
                     loss_collection, reduction):
    _require(labels=labels, predictions=predictions)
    g = graph_from_inputs((predictions, labels, weights))
    with g.name_scope(scope, default_scope) as scope:
        predictions = cast(predictions, dtypes.float32)
        labels = cast(labels, dtypes.float32)
        predictions.shape.assert_is_compatible_with(labels.shape)
        return compute_weighted_loss(per_element(predictions, labels), weights, scope,
                                     loss_collection, reduction=reduction)


def mean_squared_error(labels, predictions, weights=1.0, scope=None,
                       loss_collection=GraphKeys.LOSSES, reduction=_DEFAULT):
    """The weighted mean of ``(predictions - labels) ** 2``."""
    return _regression_loss("mean_squared_error", squared_difference, labels, predictions,
                            weights, scope, loss_collection, reduction)


def absolute_difference(labels, predictions, weights=1.0, scope=None,
                        loss_collection=GraphKeys.LOSSES, reduction=_DEFAULT):
    """The weighted mean of ``|predictions - labels|``."""
    return _regression_loss("absolute_difference", lambda p, l: abs(subtract(p, l)), labels,
                            predictions, weights, scope, loss_collection, reduction)


def huber_loss(labels, predictions, weights=1.0, delta=1.0, scope=None,
               loss_collection=GraphKeys.LOSSES, reduction=_DEFAULT):
    """The weighted mean of the Huber loss: squared error (halved) up to ``delta``, growing
    linearly beyond it, so outliers pull less than in ``mean_squared_error``."""
    def per_element(predictions, labels):
        abs_error = abs(subtract(predictions, labels))
        quadratic = minimum(abs_error, delta)
        linear = subtract(abs_error, quadratic)
        half = convert_to_tensor(0.5, dtype=quadratic.dtype)
        return add(multiply(half, multiply(quadratic, quadratic)), multiply(delta, linear))
    return _regression_loss("huber_loss", per_element, labels, predictions, weights, scope,
                            loss_collection, reduction)


def log_loss(labels, predictions, weights=1.0, epsilon=1e-7, scope=None,
             loss_collection=GraphKeys.LOSSES, reduction=_DEFAULT):
    """The weighted mean of the cross-entropy of probabilities ``predictions`` (not logits)
    against 0/1 ``labels``; ``epsilon`` keeps the logs finite."""
    def per_element(predictions, labels):
        return (-multiply(labels, log(predictions + epsilon))
                - multiply(1 - labels, log(1 - predictions + epsilon)))
    return _regression_loss("log_loss", per_element, labels, predictions, weights, scope,
                            loss_collection, reduction)


def hinge_loss(labels, logits, weights=1.0, scope=None, loss_collection=GraphKeys.LOSSES,
               reduction=_DEFAULT):
    """The weighted mean of ``max(0, 1 - y * logits)`` with ``y = 2 * labels - 1`` (labels
    0/1): the SVM's loss, zero once a logit is on the right side by a margin of 1."""
    _require(labels=labels, logits=logits)

    def per_element(logits, labels):
        all_ones = ones_like(labels)
        signs = subtract(2 * labels, all_ones)
        return relu(subtract(all_ones, multiply(signs, logits)))
    return _regression_loss("hinge_loss", per_element, labels, logits, weights, scope,
                            loss_collection, reduction)


def cosine_distance(labels, predictions, axis=None, weights=1.0, scope=None,
                    loss_collection=GraphKeys.LOSSES, reduction=_DEFAULT):
    """The weighted mean of ``1 - cos(angle)`` between unit vectors along ``axis``."""
    if axis is None:
        raise ValueError("You must specify argument `axis`.")

    def per_element(predictions, labels):
        return 1 - reduce_sum(multiply(predictions, labels), axis=(axis,), keepdims=True)
    return _regression_loss("cosine_distance_loss", per_element, labels, predictions, weights,
                            scope, loss_collection, reduction)


def sigmoid_cross_entropy(multi_class_labels, logits, weights=1.0, label_smoothing=0,
                          scope=None, loss_collection=GraphKeys.LOSSES, reduction=_DEFAULT):
    """The weighted mean of ``tf.nn.sigmoid_cross_entropy_with_logits``: independent
    yes/no labels, one per logit."""
    _require(multi_class_labels=multi_class_labels, logits=logits)
    g = graph_from_inputs((logits, multi_class_labels, weights))
    with g.name_scope(scope, "sigmoid_cross_entropy_loss") as scope:
        logits = convert_to_tensor(logits, graph=g)
        labels = cast(multi_class_labels, logits.dtype)
        logits.shape.assert_is_compatible_with(labels.shape)
        if label_smoothing > 0:
            labels = labels * (1 - label_smoothing) + 0.5 * label_smoothing
        losses = sigmoid_cross_entropy_with_logits(labels=labels, logits=logits,
                                                   name="xentropy")
        return compute_weighted_loss(losses, weights, scope, loss_collection,
                                     reduction=reduction)


def softmax_cross_entropy(onehot_labels, logits, weights=1.0, label_smoothing=0, scope=None,
                          loss_collection=GraphKeys.LOSSES, reduction=_DEFAULT):
    """The weighted mean, over examples, of ``tf.nn.softmax_cross_entropy_with_logits_v2``;
    no gradient flows into the labels."""
    _require(onehot_labels=onehot_labels, logits=logits)
    g = graph_from_inputs((logits, onehot_labels, weights))
    with g.name_scope(scope, "softmax_cross_entropy_loss") as scope:
        logits = convert_to_tensor(logits, graph=g)
        labels = cast(onehot_labels, logits.dtype)
        logits.shape.assert_is_compatible_with(labels.shape)
        if label_smoothing > 0:
            num_classes = cast(shape(labels)[-1], logits.dtype)
            smooth_negatives = label_smoothing / num_classes
            labels = labels * (1.0 - label_smoothing) + smooth_negatives
        labels = stop_gradient(labels, name="labels_stop_gradient")
        losses = softmax_cross_entropy_with_logits_v2(labels=labels, logits=logits,
                                                      name="xentropy")
        return compute_weighted_loss(losses, weights, scope, loss_collection,
                                     reduction=reduction)


def sparse_softmax_cross_entropy(labels, logits, weights=1.0, scope=None,
                                 loss_collection=GraphKeys.LOSSES, reduction=_DEFAULT):
    """The weighted mean, over examples, of ``tf.nn.sparse_softmax_cross_entropy_with_logits``
    (labels are class indices); labels or weights with a trailing axis of size 1 are
    squeezed first."""
    _require(labels=labels, logits=logits)
    g = graph_from_inputs((logits, labels, weights))
    with g.name_scope(scope, "sparse_softmax_cross_entropy_loss") as scope:
        labels, logits, weights = _remove_squeezable_dimensions(labels, logits, weights)
        losses = sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits,
                                                          name="xentropy")
        return compute_weighted_loss(losses, weights, scope, loss_collection,
                                     reduction=reduction)


def _remove_squeezable_dimensions(labels, logits, weights):
    """Drops a trailing size-1 axis of ``labels`` (or ``logits``), then of ``weights``, where
    the ranks show it is one too many (labels have one axis fewer than logits)."""
    g = graph_from_inputs((labels, logits))
    with g.name_scope("remove_squeezable_dimensions"):
        logits = convert_to_tensor(logits, graph=g)
        labels = convert_to_tensor(labels, graph=g)
        logits_rank, labels_rank = logits.shape.ndims, labels.shape.ndims
        if logits_rank is None or labels_rank is None:
            raise NotImplementedError("scopelab squeezes labels only when the ranks of labels "
                                      "and logits are known")
        rank_diff = logits_rank - labels_rank
        if rank_diff == 2 and logits.shape[-1].is_compatible_with(1):
            logits = squeeze(logits, [-1])
        elif rank_diff == 0 and labels.shape[-1].is_compatible_with(1):
            labels = squeeze(labels, [-1])
    weights = convert_to_tensor(weights, graph=g)
    weights_rank, labels_rank = weights.shape.ndims, labels.shape.ndims
    if weights_rank is None:
        raise NotImplementedError("scopelab squeezes weights only when their rank is known")
    if weights_rank - labels_rank == 1:
        weights = squeeze(weights, [-1])
    return labels, logits, weights
