"""``tf.nn.dropout``: zeroes random entries while training, scaling up the rest.

Mirrors ``dropout`` / ``_dropout`` of ``nn_ops.py`` (TF 2.x's compat.v1 version, which takes
``keep_prob`` or ``rate``). Each entry is kept where a uniform draw in [0, 1) is at least
``rate`` and then divided by ``1 - rate``, so the expected sum stays the same and nothing
needs rescaling at test time. The graph is ``x * (1 / (1 - rate))`` (``dropout/Mul``), a
``RandomUniform`` draw (``dropout/random_uniform``), the comparison ``GreaterEqual`` and a
``SelectV2`` that picks the scaled entry or 0. The draw is an ordinary seeded RandomUniform,
so with a seed the kept entries are those TF keeps (random_ops.py computes TF's numbers).
``noise_shape`` draws fewer numbers and broadcasts them, e.g. [batch, 1] drops whole rows.
Left out: ``tf.nn.experimental.stateless_dropout``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     y = tf.nn.dropout(tf.ones([2, 4]), keep_prob=0.5, seed=1)
...     with tf.Session() as sess:
...         values = sess.run(y)
>>> y.op.name, values.tolist()  # what TF gives too
('dropout/SelectV2', [[0.0, 2.0, 0.0, 0.0], [2.0, 0.0, 0.0, 0.0]])
"""
import numbers

from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from ..core.shapes import TensorShape, as_shape
from . import array_ops, grad_ops, math_ops, random_ops
from .core import constant, convert_to_tensor


def dropout(x, keep_prob=None, noise_shape=None, seed=None, name=None, rate=None):
    """``x`` with each entry dropped (set to 0) with probability ``rate`` (or
    ``1 - keep_prob``), the kept ones scaled by ``1 / (1 - rate)``."""
    try:
        rate_from_keep_prob = None if keep_prob is None else 1. - keep_prob
    except TypeError:
        raise ValueError("`keep_prob` must be a floating point number or Tensor. Received: "
                         "keep_prob=%s" % (keep_prob,)) from None
    if rate is not None and rate_from_keep_prob is not None:
        raise ValueError("Cannot specify both 'keep_prob' and 'rate'.")
    rate = rate_from_keep_prob if rate is None else rate
    if rate is None:
        raise ValueError("`rate` must be provided. Received: rate=None")
    g = graph_from_inputs((x, rate))
    with g.name_scope(name, "dropout"):
        is_number = isinstance(rate, numbers.Real)
        if is_number and not 0 <= rate < 1:
            raise ValueError("`rate` must be a scalar tensor or a float in the range [0, 1). "
                             "Received: rate=%s" % (rate,))
        x = convert_to_tensor(x, name="x", graph=g)
        dtype = x.dtype.base_dtype
        if not dtype.is_floating:
            raise ValueError("`x.dtype` must be a floating point tensor as `x` will be scaled. "
                             "Received: x_dtype=%s" % (x.dtype,))
        if is_number and rate == 0:
            # Nothing to drop, but the op seed is still taken, so later random ops draw
            # the same numbers as they would with a dropout in place.
            random_ops.get_seed(seed)
            return x
        if is_number:
            kept = math_ops.multiply(x, constant(1 / (1 - rate), dtype, graph=g))
        elif isinstance(rate, Tensor) or hasattr(rate, "_as_tensor"):
            rate = _rate_tensor(rate, x.dtype)
            kept = math_ops.realdiv(x, math_ops.subtract(constant(1, dtype, graph=g), rate))
        else:
            raise ValueError("`rate` must be a scalar or scalar tensor. Received: rate=%s"
                             % (rate,))
        draws = random_ops.random_uniform(_noise_shape(x, noise_shape), dtype=dtype, seed=seed)
        keep = draws >= rate
        out = grad_ops.select_v2(keep, kept, constant(0, dtype, graph=g))
        out.set_shape(x.shape)
        return out


def _rate_tensor(rate, x_dtype):
    rate = convert_to_tensor(rate)
    rate.shape.assert_has_rank(0)
    if rate.dtype is not x_dtype:
        if not rate.dtype.is_compatible_with(x_dtype):
            raise ValueError("`x.dtype` must be compatible with `rate.dtype`. Received: "
                             "x.dtype=%s and rate.dtype=%s" % (x_dtype, rate.dtype))
        rate = math_ops.cast(rate, x_dtype, name="rate")
    return rate


def _noise_shape(x, noise_shape):
    """The shape of the random draw: ``x``'s, or ``noise_shape`` with unknown sizes taken
    from ``x``."""
    if noise_shape is None:
        return array_ops.shape(x)
    if isinstance(noise_shape, Tensor):
        return noise_shape
    wanted = as_shape(noise_shape)
    if x.shape.dims is not None and len(x.shape.dims) == len(wanted.dims):
        return TensorShape([w if w is not None else d for w, d in zip(wanted.dims, x.shape.dims)])
    return noise_shape
