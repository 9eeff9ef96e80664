"""Batch normalization: ``tf.nn.moments`` (and its relatives), ``tf.nn.batch_normalization``
and the fused op.

Mirrors ``moments``, ``sufficient_statistics``, ``normalize_moments``, ``weighted_moments``,
``batch_normalization`` and ``fused_batch_norm`` of ``nn_impl.py``.
Batch normalization rescales every channel to mean 0 and variance 1 over the batch, then
applies a learned ``scale`` (gamma) and ``offset`` (beta):
``y = (x - mean) * scale / sqrt(variance + epsilon) + offset``.

- ``moments`` computes the mean and variance from ordinary ops (``moments/mean``,
  ``moments/SquaredDifference``, ``moments/variance``), with a StopGradient on the mean inside
  the variance: the gradient still reaches the mean through its own path, once.
- ``sufficient_statistics`` gives the one-pass sums instead: the count (a Const when the
  reduced sizes are known, else the product of the gathered runtime sizes), the sum and the
  sum of squares of ``x``, or of ``x - shift``; ``normalize_moments`` turns them into
  ``mean = sum / count (+ shift)`` and ``variance = squares / count - shifted_mean**2``.
- ``weighted_moments`` is the two-pass mean and variance with a frequency weight per element
  (broadcast against ``x``); a zero total weight gives 0, not NaN (DivNoNan).
- ``batch_normalization`` writes the formula out as ops under ``batchnorm/`` (Rsqrt, Mul, Sub,
  AddV2), so ``tf.gradients`` differentiates it op by op.
- ``fused_batch_norm`` is one ``FusedBatchNormV3`` op doing both for 4-D images. In training
  it outputs the batch mean and the *unbiased* batch variance (times n / (n - 1)), to update
  moving averages with, and keeps the biased one (used to normalize) for its gradient op
  ``FusedBatchNormGradV3``. With ``exponential_avg_factor`` f below 1 those outputs are
  already the moving averages: ``(1 - f) * mean + f * batch_mean``.

Left out: 5-D inputs to the fused op, half-precision statistics in it.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1.0, 2.0], [3.0, 6.0]])
...     mean, var = tf.nn.moments(x, [0])
...     y = tf.nn.batch_normalization(x, mean, var, None, None, 0.0)
...     with tf.Session() as sess:
...         out = sess.run([mean, var, y])
>>> [v.tolist() for v in out]
[[2.0, 4.0], [1.0, 4.0], [[-1.0, -1.0], [1.0, 1.0]]]
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from . import array_ops, grad_ops, math_ops, reduction_ops
from .core import constant, convert_to_tensor, kernel, shape_error
from .indexing_ops import gather, squeeze
from .loss_math_ops import div_no_nan, squared_difference
from .unary_math_ops import rsqrt


def moments(x, axes, shift=None, name=None, keep_dims=None, keepdims=None):
    """(mean, variance) of ``x`` over ``axes``; ``keepdims`` keeps the reduced axes as 1s."""
    keep = keepdims if keepdims is not None else bool(keep_dims)
    g = graph_from_inputs((x,))
    with g.name_scope(name, "moments"):
        x = convert_to_tensor(x, name="x", graph=g)
        half = x.dtype.base_dtype is dtypes.float16
        y = math_ops.cast(x, dtypes.float32) if half else x
        mean = reduction_ops.reduce_mean(y, axes, keepdims=True, name="mean")
        variance = reduction_ops.reduce_mean(
            squared_difference(y, grad_ops.stop_gradient(mean)), axes, keepdims=True,
            name="variance")
        if not keep:
            mean, variance = squeeze(mean, axes), squeeze(variance, axes)
        if half:
            return math_ops.cast(mean, dtypes.float16), math_ops.cast(variance, dtypes.float16)
        return mean, variance


def sufficient_statistics(x, axes, shift=None, keep_dims=None, name=None, keepdims=None):
    """(count, sum, sum of squares, shift) of ``x`` over ``axes``: the sums are of
    ``x - shift`` when a ``shift`` is given (returned converted), else of ``x`` (shift None)."""
    axes = list(set(axes))
    keep = keepdims if keepdims is not None else bool(keep_dims)
    g = graph_from_inputs((x, shift))
    with g.name_scope(name, "sufficient_statistics"):
        x = convert_to_tensor(x, name="x", graph=g)
        # A list as TF's dims are, so that an axis past the rank is TF's IndexError.
        dims = None if x.shape.dims is None else list(x.shape.dims)
        if dims is not None and all(dims[d] is not None for d in axes):
            count = 1
            for d in axes:
                count *= dims[d]
            counts = constant(count, x.dtype.base_dtype, graph=g)
        else:
            # Sizes known only when run: gather them (negative axes counted from the rank).
            r = array_ops.rank(x)
            positive = [axis + r if axis < 0 else axis for axis in axes]
            sizes = gather(math_ops.cast(array_ops.shape(x), x.dtype.base_dtype), positive)
            counts = reduction_ops.reduce_prod(sizes, name="count")
        if shift is not None:
            shift = convert_to_tensor(shift, name="shift", graph=g)
            m_ss, v_ss = math_ops.subtract(x, shift), squared_difference(x, shift)
        else:
            m_ss, v_ss = x, math_ops.square(x)
        m_ss = reduction_ops.reduce_sum(m_ss, axes, keepdims=keep, name="mean_ss")
        v_ss = reduction_ops.reduce_sum(v_ss, axes, keepdims=keep, name="var_ss")
    return counts, m_ss, v_ss, shift


def normalize_moments(counts, mean_ss, variance_ss, shift, name=None):
    """(mean, variance) from the sums ``sufficient_statistics`` returns."""
    g = graph_from_inputs((counts, mean_ss, variance_ss, shift))
    with g.name_scope(name, "normalize"):
        divisor = math_ops.reciprocal(counts, name="divisor")
        if shift is not None:
            shifted_mean = math_ops.multiply(mean_ss, divisor, name="shifted_mean")
            mean = math_ops.add(shifted_mean, shift, name="mean")
        else:
            shifted_mean = mean = math_ops.multiply(mean_ss, divisor, name="mean")
        variance = math_ops.subtract(math_ops.multiply(variance_ss, divisor),
                                     math_ops.square(shifted_mean), name="variance")
    return mean, variance


def weighted_moments(x, axes, frequency_weights, name=None, keep_dims=None, keepdims=None):
    """(mean, variance) of ``x`` over ``axes``, each element counted ``frequency_weights``
    times (the weights broadcast against ``x``)."""
    keep = keepdims if keepdims is not None else bool(keep_dims)
    g = graph_from_inputs((x, frequency_weights, axes))
    with g.name_scope(name, "weighted_moments"):
        x = convert_to_tensor(x, name="x", graph=g)
        weights = convert_to_tensor(frequency_weights, name="frequency_weights", graph=g)
        half = x.dtype.base_dtype is dtypes.float16
        if half:
            x = math_ops.cast(x, dtypes.float32)
        if weights.dtype.base_dtype is not x.dtype.base_dtype:
            weights = math_ops.cast(weights, x.dtype.base_dtype)
        # The sums keep their axes so that the mean broadcasts against x below; adding zeros
        # shaped like x gives every element its own weight, whatever the weights' shape.
        weighted_sum = reduction_ops.reduce_sum(weights * x, axes, keepdims=True,
                                                name="weighted_input_sum")
        total = reduction_ops.reduce_sum(weights + array_ops.zeros_like(x), axes,
                                         keepdims=True, name="sum_of_weights")
        mean = div_no_nan(weighted_sum, total)
        distsq = reduction_ops.reduce_sum(weights * squared_difference(x, mean), axes,
                                          keepdims=True, name="weighted_distsq")
        variance = div_no_nan(distsq, total)
        if not keep:
            mean, variance = squeeze(mean, axis=axes), squeeze(variance, axis=axes)
        if half:
            return math_ops.cast(mean, dtypes.float16), math_ops.cast(variance, dtypes.float16)
        return mean, variance


def batch_normalization(x, mean, variance, offset, scale, variance_epsilon, name=None):
    """``(x - mean) * scale / sqrt(variance + variance_epsilon) + offset`` as separate ops;
    ``offset`` and ``scale`` may be None."""
    g = graph_from_inputs((x, mean, variance, scale, offset))
    with g.name_scope(name, "batchnorm"):
        inv = rsqrt(variance + variance_epsilon)
        if scale is not None:
            inv *= scale
        # x * inv + (offset - mean * inv): one multiply-add per element of x.
        x = convert_to_tensor(x, graph=g)
        scaled = x * math_ops.cast(inv, x.dtype)
        shift = offset - mean * inv if offset is not None else -mean * inv
        return scaled + math_ops.cast(shift, x.dtype)


# ---------------------------------------------------------------------- the fused op
def fused_batch_norm(x, scale, offset, mean=None, variance=None, epsilon=0.001,
                     data_format="NHWC", is_training=True, name=None,
                     exponential_avg_factor=1.0):
    """(y, mean, variance): one FusedBatchNormV3 op over a 4-D ``x``. Training normalizes by
    the batch's statistics; inference by the given ``mean`` and ``variance``."""
    if (not is_training or exponential_avg_factor != 1.0) and (mean is None or variance is None):
        raise ValueError("Both `mean` and `variance` must be a 1D tensor when `is_training` is "
                         "False or `exponential_avg_factor` != 1.0. Received: `mean` %r and "
                         "`variance` %r" % (mean, variance))
    g = graph_from_inputs((x, scale, offset, mean, variance))
    x = convert_to_tensor(x, name="input", graph=g)
    scale = convert_to_tensor(scale, name="scale", graph=g)
    offset = convert_to_tensor(offset, name="offset", graph=g)
    mean = constant([], graph=g) if mean is None else mean
    variance = constant([], graph=g) if variance is None else variance
    with g.name_scope(name or "FusedBatchNormV3") as scope:
        mean = convert_to_tensor(mean, name="mean", graph=g)
        variance = convert_to_tensor(variance, name="variance", graph=g)
        attrs = {"T": x.dtype.base_dtype, "U": scale.dtype.base_dtype,
                 "epsilon": float(epsilon),
                 "exponential_avg_factor": float(exponential_avg_factor),
                 "data_format": data_format.encode() if isinstance(data_format, str)
                 else data_format, "is_training": bool(is_training)}
        inputs = [x, scale, offset, mean, variance]
        node = g._op_name(scope)
        channels = _check_rank_4(node, "FusedBatchNormV3", attrs, inputs)
        param = (attrs["U"], [channels])
        op = g._create_op("FusedBatchNormV3", inputs,
                          [(attrs["T"], x.shape)] + [param] * 4 + [(attrs["U"], None)],
                          node, attrs)
        return op.outputs[0], op.outputs[1], op.outputs[2]


def _check_rank_4(node, op_type, attrs, inputs):
    """The channel count, after TF's shape checks of a fused op's image input."""
    x = inputs[0] if op_type == "FusedBatchNormV3" else inputs[1]
    dims = x.shape.dims
    if dims is None:
        return None
    if len(dims) != 4:
        raise shape_error("Shape must be rank 4 but is rank %d" % len(dims), node, op_type,
                          attrs, inputs)
    return dims[1] if attrs["data_format"] == b"NCHW" else dims[3]


def fused_batch_norm_grad_v3(y_backprop, x, scale, reserve_space_1, reserve_space_2,
                             reserve_space_3, epsilon, data_format, is_training, name=None):
    """(dx, dscale, doffset, _, _): the gradient op of FusedBatchNormV3."""
    g = graph_from_inputs((y_backprop, x, scale))
    with g.name_scope(name or "FusedBatchNormGradV3") as scope:
        inputs = [convert_to_tensor(t, graph=g) for t in (
            y_backprop, x, scale, reserve_space_1, reserve_space_2, reserve_space_3)]
        attrs = {"T": inputs[0].dtype.base_dtype, "U": inputs[2].dtype.base_dtype,
                 "epsilon": float(epsilon), "is_training": bool(is_training),
                 "data_format": data_format.encode() if isinstance(data_format, str)
                 else data_format}
        node = g._op_name(scope)
        channels = _check_rank_4(node, "FusedBatchNormGradV3", attrs, inputs)
        param = (attrs["U"], [channels])
        op = g._create_op("FusedBatchNormGradV3", inputs,
                          [(attrs["T"], inputs[1].shape), param, param,
                           (attrs["U"], TensorShape([0])), (attrs["U"], TensorShape([0]))],
                          node, attrs)
        return op.outputs


def running_statistics(op, mean, variance, batch_mean, batch_var, n):
    """The mean and variance a training FusedBatchNormV3 hands on: the batch's (its variance
    made unbiased over ``n`` values), blended into the old ones by ``exponential_avg_factor``
    unless that is 1."""
    unbiased = batch_var * (n / max(n - 1, 1))
    f = op.attrs["exponential_avg_factor"]
    if f == 1.0:
        return batch_mean, unbiased
    return (1 - f) * mean + f * batch_mean, (1 - f) * variance + f * unbiased


def _layout(op, x):
    """The axes a fused op reduces over, and how a per-channel vector lines up with ``x``."""
    if op.attrs["data_format"] == b"NCHW":
        return (0, 2, 3), (1, -1, 1, 1)
    return tuple(range(x.ndim - 1)), (-1,)


@kernel("FusedBatchNormV3")
def _fused_batch_norm(op, x, scale, offset, mean, variance):
    axes, shape = _layout(op, x)
    work = np.float32 if x.dtype == np.float16 else x.dtype
    xw = x.astype(work, copy=False)
    eps = op.attrs["epsilon"]
    if op.attrs["is_training"]:
        batch_mean = xw.mean(axis=axes)
        batch_var = np.square(xw - batch_mean.reshape(shape)).mean(axis=axes)
        n = x.size // max(batch_mean.size, 1)
        running_mean, running_var = running_statistics(op, mean, variance, batch_mean,
                                                       batch_var, n)
        used_mean, used_var = batch_mean, batch_var
        saved = (batch_mean, batch_var)
    else:
        used_mean, used_var = mean, variance
        running_mean, running_var = mean, variance
        saved = (np.zeros_like(mean), np.zeros_like(variance))
    factor = (scale / np.sqrt(used_var + used_var.dtype.type(eps))).astype(work)
    # (x - mean) * factor + offset as x * factor + (offset - mean * factor): two passes over x.
    y = xw * factor.reshape(shape)
    y += (offset - used_mean * factor).reshape(shape).astype(work)
    u = scale.dtype
    return (y.astype(x.dtype, copy=False), running_mean.astype(u), running_var.astype(u),
            saved[0].astype(u), saved[1].astype(u), np.zeros((), u))


@kernel("FusedBatchNormGradV3")
def _fused_batch_norm_grad(op, dy, x, scale, saved_mean, saved_var, _):
    axes, shape = _layout(op, x)
    out, work = x.dtype, (np.float32 if x.dtype == np.float16 else x.dtype)
    dy, x = dy.astype(work, copy=False), x.astype(work, copy=False)
    inv = (1 / np.sqrt(saved_var + saved_var.dtype.type(op.attrs["epsilon"]))).astype(work)
    x_hat = (x - saved_mean.reshape(shape).astype(work)) * inv.reshape(shape)
    doffset = dy.sum(axis=axes)
    dscale = (dy * x_hat).sum(axis=axes)
    if op.attrs["is_training"]:
        # The batch's mean and variance depend on x as well: subtract their share.
        n = x.size // max(doffset.size, 1)
        dx = (dy - (doffset / n).reshape(shape) - x_hat * (dscale / n).reshape(shape)) \
            * (scale * inv).reshape(shape)
    else:
        dx = dy * (scale * inv).reshape(shape)
    u = scale.dtype
    empty = np.zeros(0, u)
    return dx.astype(out, copy=False), dscale.astype(u), doffset.astype(u), empty, empty
