"""``tf.multinomial`` / ``tf.random.categorical``: class indices drawn from logits.

Mirrors TF1's ``random_ops.multinomial`` and ``categorical``: one ``Multinomial`` op whose
``logits`` is a ``[batch, classes]`` matrix of unnormalised log-probabilities; it draws
``num_samples`` class indices for each row, as int64 (or ``dtype``/``output_dtype`` int32).
Seeds follow the other random ops' rules (random_ops.py), and the kernel draws TF's numbers:

- each row's weights are ``exp(logit - max)``, their running sum its cumulative distribution
  (in float64; logits that are not finite count for nothing);
- each sample is a float64 uniform in [0, 1) from two Philox words, scaled by the row's
  total and looked up in that cumulative sum;
- the rows take words one after the other, two per sample, from the start of the run.

That last point is TF's CPU kernel when it works on all rows in one thread, which it does
while ``rows * 50 * (samples * log2(classes) + classes)`` stays under about 210000 cycles of
its cost estimate (a char-RNN's sampling step is far below). Larger batches are split over
threads, each block of rows starting elsewhere in the stream; scopelab does not follow that
split, so there the samples have the right distribution but not TF's values.
The op is not differentiable, as in TF.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     tf.set_random_seed(1)
...     s = tf.multinomial([[1.0, 2.0, 3.0], [0.0, 0.0, 5.0]], 4)
...     with tf.Session() as sess:
...         first, second = sess.run(s), sess.run(s)
>>> s.name, first.tolist(), second.tolist()
('multinomial/Multinomial:0', [[2, 1, 2, 0], [2, 2, 2, 2]], [[1, 2, 1, 2], [2, 2, 2, 2]])
"""
import numpy as np

from .. import dtypes, philox
from ..default_graph import get_default_graph
from ..core.shapes import TensorShape
from .core import convert_to_tensor, kernel, make_op, shape_error, static_value
from .random_ops import _unit_floats, get_seed, philox_stream


def multinomial(logits, num_samples, seed=None, name=None, output_dtype=None):
    """``num_samples`` class indices per row of ``logits``."""
    with get_default_graph().name_scope(name, "multinomial"):
        return _categorical(logits, num_samples, output_dtype, seed)


def categorical(logits, num_samples, dtype=None, seed=None, name=None):
    """``tf.random.categorical``: ``tf.multinomial`` under TF's newer name."""
    with get_default_graph().name_scope(name, "categorical"):
        return _categorical(logits, num_samples, dtype, seed)


def _categorical(logits, num_samples, dtype, seed):
    g = get_default_graph()
    logits = convert_to_tensor(logits, name="logits", graph=g)
    dtype = dtypes.as_dtype(dtype) if dtype else dtypes.int64
    if dtype not in (dtypes.int32, dtypes.int64):
        raise ValueError("Argument `dtype` got invalid value <dtype: '%s'>. Accepted dtypes "
                         "are (tf.int32, tf.int64)." % dtype.name)
    seed1, seed2 = get_seed(seed)
    attrs = {"T": logits.dtype.base_dtype, "output_dtype": dtype, "seed": seed1 or 0,
             "seed2": seed2 or 0}
    with g.name_scope("Multinomial") as scope:
        n = convert_to_tensor(num_samples, dtype=dtypes.int32, name="num_samples", graph=g)

        def shape(node):
            inputs = [logits, n]
            for t, rank in zip(inputs, (2, 0)):
                if t.shape.ndims is not None and t.shape.ndims != rank:
                    raise shape_error("Shape must be rank %d but is rank %d"
                                      % (rank, t.shape.ndims), node, "Multinomial", attrs,
                                      inputs)
            rows = logits.shape.dims[0] if logits.shape.ndims else None
            count = static_value(n)
            return TensorShape([rows, None if count is None else int(count)])
        return make_op(g, "Multinomial", [logits, n], scope, dtype, shape, attrs)


@kernel("Multinomial", stateful=True)
def _multinomial(state, op, logits, num_samples):
    logits = np.asarray(logits)
    if logits.ndim != 2:
        raise ValueError("logits should be a matrix, got shape %s" % list(logits.shape))
    samples = int(num_samples)
    if samples < 0:
        raise ValueError("num_samples should be non-negative, got %d" % samples)
    rows, classes = logits.shape
    if classes <= 0:
        raise ValueError("num_classes should be positive, got %d" % classes)
    out_dtype = op.attrs["output_dtype"].as_numpy_dtype
    stream = philox_stream(state, op)
    # TF sets aside 256 blocks per sample, counting samples in fours and twice over (a float64
    # takes two words), so that the next run starts on fresh numbers.
    start = stream.reserve(rows * ((samples + 3) // 4 * 4) * 2 * 256)
    if rows == 0 or samples == 0:
        return np.zeros((rows, samples), out_dtype)
    words_needed = rows * samples * 2
    words = philox.blocks(stream.key, start,
                          np.arange(-(-words_needed // 4), dtype=np.uint64)).ravel()
    uniforms = _unit_floats(words[:words_needed], np.float64).reshape(rows, samples)
    wide = logits.astype(np.float64)
    finite = np.isfinite(wide)
    top = np.where(finite, wide, -np.inf).max(axis=1, keepdims=True)
    top = np.where(np.isfinite(top), top, np.finfo(logits.dtype).min)  # no finite logit
    cdf = np.cumsum(np.where(finite, np.exp(wide - top), 0.0), axis=1)
    targets = uniforms * cdf[:, -1:]
    # The first class whose running sum exceeds the target (C++'s upper_bound).
    picks = (cdf[:, None, :] <= targets[:, :, None]).sum(axis=2)
    return picks.astype(out_dtype)
