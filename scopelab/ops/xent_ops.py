"""Cross-entropy between logits and labels: ``tf.nn.sigmoid_cross_entropy_with_logits`` (and
``weighted_cross_entropy_with_logits``), ``softmax_cross_entropy_with_logits`` (v1 and v2),
``sparse_softmax_cross_entropy_with_logits``; and ``tf.nn.log_poisson_loss``.

Mirrors ``nn_impl.sigmoid_cross_entropy_with_logits`` and the cross-entropy wrappers of
``nn_ops.py``, node for node:

- the sigmoid one is plain arithmetic, arranged so that ``exp`` never overflows:
  ``max(x, 0) - x * z + log1p(exp(-|x|))``, with the max and the ``-|x|`` written as Selects;
  the weighted one (and the Poisson loss) are plain arithmetic too, with Abs and Relu;
- the softmax ones flatten the logits and labels to 2-D (``Rank``, ``Shape``, ``Slice``,
  ``ConcatV2``, ``Reshape``), run one ``SoftmaxCrossEntropyWithLogits`` node and reshape its
  loss back. That node has two outputs: the loss, and its gradient ``softmax - labels``, which
  the gradient function reuses instead of recomputing it;
- v1 ``softmax_cross_entropy_with_logits`` is v2 behind a ``StopGradient`` on the labels;
- the sparse one takes class indices and its node (``SparseSoftmaxCrossEntropyWithLogits``)
  has the same two outputs.

Left out: logits of rank 3 or more with a partly unknown shape in the sparse version (TF
checks the shapes at run time with ``Assert``), TF's deterministic-ops mode, bfloat16.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     loss = tf.nn.softmax_cross_entropy_with_logits_v2(labels=[[0.0, 1.0]],
...                                                      logits=[[0.0, 0.0]])
...     with tf.Session() as sess:
...         value = sess.run(loss)
>>> loss.name, loss.op.inputs[0].op.type, [round(v, 4) for v in value.tolist()]
('softmax_cross_entropy_with_logits/Reshape_2:0', 'SoftmaxCrossEntropyWithLogits', [0.6931])
"""
import math

import numpy as np

from .. import dtypes, errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .check_ops import assert_equal
from .array_ops import ones_like, rank, reshape, shape, slice, zeros_like
from .core import broadcast_shape, constant, convert_to_tensor, kernel, shape_error
from .grad_ops import op_range, stop_gradient
from .indexing_ops import concat, transpose
from .indexing_ops import select
from .loss_math_ops import log1p
from .logical_ops import logical_and
from .math_ops import abs, add, cast, exp, log, subtract  # noqa: A004 - TF's name
from .nn_ops import relu
from .softmax_ops import check_float, deprecated_argument_lookup


def _ensure_xent_args(name, labels, logits):
    if labels is None or logits is None:
        raise ValueError("Both `labels` and `logits` must be provided for %sReceived: labels=%s "
                         "and logits=%s" % (name, labels, logits))


# ---------------------------------------------------------------------- sigmoid
def sigmoid_cross_entropy_with_logits(labels=None, logits=None, name=None):
    """Per element, the cross-entropy of independent yes/no labels ``z`` and logits ``x``:
    ``-z * log(sigmoid(x)) - (1 - z) * log(1 - sigmoid(x))``."""
    _ensure_xent_args("sigmoid_cross_entropy_with_logits", labels, logits)
    g = graph_from_inputs((logits, labels))
    with g.name_scope(name, "logistic_loss") as scope:
        logits, labels = _same_shaped(g, logits, labels)
        zeros = zeros_like(logits, dtype=logits.dtype)
        positive = logits >= zeros
        relu_logits = select(positive, logits, zeros)
        neg_abs_logits = select(positive, -logits, logits)
        return add(relu_logits - logits * labels, log1p(exp(neg_abs_logits)), name=scope)


def _same_shaped(g, logits, labels):
    """``logits`` and ``labels`` as tensors, with TF's ValueError when their shapes differ."""
    logits = convert_to_tensor(logits, name="logits", graph=g)
    labels = convert_to_tensor(labels, name="labels", graph=g)
    if not labels.shape.is_compatible_with(logits.shape):
        raise ValueError("`logits` and `labels` must have the same shape, received (%s vs %s)."
                         % (logits.shape, labels.shape))
    return logits, labels


def weighted_cross_entropy_with_logits(labels=None, logits=None, pos_weight=None, name=None,
                                       targets=None):
    """The sigmoid cross-entropy with the positive term weighted by ``pos_weight`` (above 1 a
    missed positive costs more): ``(1 - z) * x + (1 + (q - 1) * z) * log(1 + exp(-x))``, the
    log written ``log1p(exp(-|x|)) + relu(-x)`` so that ``exp`` never overflows. ``targets``
    is TF1's older name of ``labels``."""
    labels = deprecated_argument_lookup("labels", labels, "targets", targets)
    g = graph_from_inputs((logits, labels, pos_weight))
    with g.name_scope(name, "logistic_loss") as scope:
        logits, labels = _same_shaped(g, logits, labels)
        log_weight = 1 + (pos_weight - 1) * labels
        return add((1 - labels) * logits,
                   log_weight * (log1p(exp(-abs(logits))) + relu(-logits)), name=scope)


def log_poisson_loss(targets, log_input, compute_full_loss=False, name=None):
    """The negative log-likelihood of counts ``targets`` under Poisson rates ``exp(log_input)``,
    less the constant ``log(targets!)``: ``exp(c) - c * z``. ``compute_full_loss`` adds that
    constant back by Stirling's approximation, ``z log z - z + log(2 pi z) / 2``, for the
    targets above 1 (it is 0 for 0 and 1)."""
    g = graph_from_inputs((targets, log_input))
    with g.name_scope(name, "log_poisson_loss"):
        log_input = convert_to_tensor(log_input, name="log_input", graph=g)
        targets = convert_to_tensor(targets, name="targets", graph=g)
        if not targets.shape.is_compatible_with(log_input.shape):
            raise ValueError("`log_input` and `targets` must have the same shape, received (%s "
                             "vs %s)." % (log_input.shape, targets.shape))
        result = exp(log_input) - log_input * targets
        if compute_full_loss:
            # The constants take the targets' dtype (a Python 0.5 would stay float32).
            half = constant(0.5, dtype=targets.dtype, graph=g)
            two_pi = constant(2 * math.pi, dtype=targets.dtype, graph=g)
            stirling = targets * log(targets) - targets + half * log(two_pi * targets)
            zeros = zeros_like(targets, dtype=targets.dtype)
            ones = ones_like(targets, dtype=targets.dtype)
            small = logical_and(targets >= zeros, targets <= ones)
            result += select(small, zeros, stirling)
        return result


# ---------------------------------------------------------------------- softmax
def _move_dim_to_end(x, dim_index, input_rank):
    perm = concat([op_range(dim_index), op_range(dim_index + 1, input_rank), [dim_index]], 0)
    return transpose(x, perm)


def _flatten_outer_dims(x):
    """``x`` as a matrix: all axes but the last folded into the first."""
    x_rank = rank(x)
    last_dim_size = slice(shape(x), [subtract(x_rank, 1)], [1])
    output = reshape(x, concat([[-1], last_dim_size], 0))
    dims = None if x.shape.dims is None else list(x.shape.dims)
    if dims is not None and None not in dims[:-1]:
        output.set_shape([int(np.prod(dims[:-1], dtype=np.int64)), dims[-1]])
    return output


def _two_output_op(op_type, inputs, name, attrs, shapes):
    g = inputs[0].graph
    full = g._op_name(name or op_type)  # a generated op (core/graph.py)
    loss_shape, backprop_shape = shapes(full)
    dtype = attrs["T"]
    op = g._create_op(op_type, inputs, [(dtype, loss_shape), (dtype, backprop_shape)], full,
                      attrs)
    return op.outputs[0]


def _softmax_xent_op(features, labels, name):
    """The raw op: loss and backprop of [batch, classes] features and labels."""
    check_float(features, "features")
    attrs = {"T": features.dtype.base_dtype}

    def shapes(node):
        a, b = features.shape, labels.shape
        if a.ndims in (None, 2) and a.is_compatible_with(b):
            merged = a.merge_with(b).merge_with(TensorShape([None, None]))
            return merged[:1], merged
        # Otherwise the labels must broadcast to the features (one row for the whole batch).
        both = broadcast_shape(a, b, node, "SoftmaxCrossEntropyWithLogits", attrs,
                               [features, labels])
        return both[:1], both
    return _two_output_op("SoftmaxCrossEntropyWithLogits", [features, labels], name, attrs,
                          shapes)


@kernel("SoftmaxCrossEntropyWithLogits")
def _softmax_xent(op, features, labels):
    features, labels = np.broadcast_arrays(features, labels)
    shifted = features - np.max(features, axis=-1, keepdims=True)
    log_probs = shifted - np.log(np.sum(np.exp(shifted), axis=-1, keepdims=True))
    return -np.sum(labels * log_probs, axis=-1), np.exp(log_probs) - labels


def softmax_cross_entropy_with_logits_v2(labels, logits, axis=None, name=None, dim=None):
    """Per example, the cross-entropy of the class distribution ``labels`` and
    ``softmax(logits)`` along ``axis``; gradients flow into the labels too."""
    axis = deprecated_argument_lookup("axis", axis, "dim", dim)
    axis = -1 if axis is None else axis
    g = graph_from_inputs((logits, labels))
    with g.name_scope(name, "softmax_cross_entropy_with_logits") as scope:
        logits = convert_to_tensor(logits, name="logits", graph=g)
        labels = convert_to_tensor(labels, name="labels", graph=g)
        # Half-precision logits are worked on as float32 and the loss converted back.
        to_float32 = logits.dtype.base_dtype is dtypes.float16
        precise = cast(logits, dtypes.float32) if to_float32 else logits
        labels = cast(labels, precise.dtype)
        input_rank = rank(precise)
        static = logits.shape
        if axis != -1:
            precise = _move_dim_to_end(precise, axis, input_rank)
            labels = _move_dim_to_end(labels, axis, input_rank)
        input_shape = shape(precise)
        precise = _flatten_outer_dims(precise)
        labels = _flatten_outer_dims(labels)
        cost = _softmax_xent_op(precise, labels, scope)
        cost = reshape(cost, slice(input_shape, [0], [subtract(input_rank, 1)]))
        if static.dims is not None:
            dims = list(static.dims)
            del dims[axis]
            cost.set_shape(dims)
        return cast(cost, logits.dtype) if to_float32 else cost


def softmax_cross_entropy_with_logits(labels=None, logits=None, dim=-1, name=None, axis=None):
    """TF1's version: like v2, but no gradient flows into ``labels`` (a StopGradient).

    Its ``dim`` defaults to -1, so giving ``axis`` as well is TF's ValueError."""
    dim = deprecated_argument_lookup("axis", axis, "dim", dim)
    _ensure_xent_args("softmax_cross_entropy_with_logits", labels, logits)
    g = graph_from_inputs((logits, labels))
    with g.name_scope(name, "softmax_cross_entropy_with_logits_sg") as scope:
        labels = stop_gradient(labels, name="labels_stop_gradient")
    return softmax_cross_entropy_with_logits_v2(labels=labels, logits=logits, axis=dim,
                                                name=scope)


# ---------------------------------------------------------------------- sparse softmax
def _sparse_xent_op(features, labels, name):
    # The node's name is taken before its arguments are checked, as in TF.
    name = features.graph._op_name(name or "SparseSoftmaxCrossEntropyWithLogits") + "/"
    check_float(features, "features")
    if labels.dtype.base_dtype not in (dtypes.int32, dtypes.int64):
        raise TypeError("Value passed to parameter 'labels' has DataType %s not in list of "
                        "allowed values: int32, int64" % labels.dtype.base_dtype.name)
    attrs = {"T": features.dtype.base_dtype, "Tlabels": labels.dtype.base_dtype}

    def shapes(node):
        f = features.shape.merge_with(TensorShape([None, None]))
        batch = labels.shape.merge_with(TensorShape([None]))
        if None not in (f.dims[0], batch.dims[0]) and f.dims[0] != batch.dims[0]:
            raise shape_error("Dimensions must be equal, but are %d and %d"
                              % (f.dims[0], batch.dims[0]), node,
                              "SparseSoftmaxCrossEntropyWithLogits", attrs, [features, labels])
        batch = batch.merge_with(f[:1])
        return batch, batch.concatenate(f[1:])
    return _two_output_op("SparseSoftmaxCrossEntropyWithLogits", [features, labels], name,
                          attrs, shapes)


@kernel("SparseSoftmaxCrossEntropyWithLogits")
def _sparse_xent(op, features, labels):
    classes = features.shape[-1]
    if features.shape[0] != labels.shape[0]:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "logits and labels must have the same first "
            "dimension, got logits shape [%s] and labels shape [%d]"
            % (",".join(map(str, features.shape)), labels.shape[0]))
    if labels.size and (labels.min() < 0 or labels.max() >= classes):
        # TF checks the smallest label, then the largest, and names the one out of range.
        bad = labels.min() if labels.min() < 0 else labels.max()
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "Received a label value of %d which is outside the "
            "valid range of [0, %d).  Label values: %s"
            % (bad, classes, " ".join(str(v) for v in labels.tolist())))
    shifted = features - np.max(features, axis=-1, keepdims=True)
    log_probs = shifted - np.log(np.sum(np.exp(shifted), axis=-1, keepdims=True))
    rows = np.arange(len(labels))
    backprop = np.exp(log_probs)
    backprop[rows, labels] -= 1
    return -log_probs[rows, labels], backprop


def sparse_softmax_cross_entropy_with_logits(labels=None, logits=None, name=None):
    """Per example, the cross-entropy of the true class index ``labels`` and
    ``softmax(logits)``: ``-log_softmax(logits)[labels]``."""
    _ensure_xent_args("sparse_softmax_cross_entropy_with_logits", labels, logits)
    g = graph_from_inputs((labels, logits))
    with g.name_scope(name, "SparseSoftmaxCrossEntropyWithLogits"):
        labels = convert_to_tensor(labels, graph=g)
        logits = convert_to_tensor(logits, graph=g)
        to_float32 = logits.dtype.base_dtype is dtypes.float16
        precise = cast(logits, dtypes.float32) if to_float32 else logits
        labels_static, logits_static = labels.shape, logits.shape
        labels_shape = shape(labels)
        fully_defined = (labels_static.is_fully_defined()
                         and logits_static[:-1].is_fully_defined())
        _check_sparse_shapes(labels, logits, fully_defined)
        if logits_static.ndims != 2:
            # Flattened to a matrix; unless the static shapes show they agree, a run-time
            # check guards the reshapes.
            checks = [] if fully_defined else [
                assert_equal(shape(labels), shape(logits)[:-1])]
            with g.control_dependencies(checks):
                num_classes = shape(logits)[rank(logits) - 1]
                precise = reshape(precise, [-1, num_classes])
                labels = reshape(labels, [-1])
        cost = _sparse_xent_op(precise, labels, name)
        if logits_static.ndims != 2:
            cost = reshape(cost, labels_shape)
            cost.set_shape(labels_static)
        return cast(cost, dtypes.float16) if to_float32 else cost


def _check_sparse_shapes(labels, logits, fully_defined):
    ls, gs = labels.shape, logits.shape
    if gs.ndims == 0:
        raise ValueError("`logits` cannot be a scalar. Received logits=%s`" % logits)
    if gs.ndims is not None and ls.ndims is not None and ls.ndims != gs.ndims - 1:
        raise ValueError("`labels.shape.rank` must equal `logits.shape.rank - 1`. Received: "
                         "labels.shape=%s of rank %d and logits.shape=%s of rank %d"
                         % (ls, ls.ndims, gs, gs.ndims))
    if fully_defined and ls.dims != gs[:-1].dims:
        raise ValueError("`labels.shape` must equal `logits.shape` except for the last "
                         "dimension. Received: labels.shape=%s and logits.shape=%s" % (ls, gs))
