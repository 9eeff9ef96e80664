"""Candidate samplers (``tf.nn.*_candidate_sampler``) and ``tf.nn.compute_accidental_hits``.

Mirrors ``candidate_sampling_ops.py`` and TF's C++ ``RangeSampler``. Sampled losses (word2vec's
``nce_loss``, ``sampled_softmax_loss``) score the true class against a few classes drawn at
random instead of all of them. A sampler op takes the true classes (int64, [batch, num_true])
and returns three tensors:

- ``sampled_candidates``: ``num_sampled`` classes in [0, range_max), all different if
  ``unique``;
- ``true_expected_count`` and ``sampled_expected_count``: how often each true / sampled class is
  expected among the samples (p * num_sampled; with ``unique``, 1 - (1 - p) ** tries, where tries
  is how many draws it took to find num_sampled different classes). The losses subtract their
  logs, which corrects for the sampling.

The distributions: ``uniform`` (p = 1 / range_max); ``log_uniform`` (Zipf-like, for words sorted
by frequency: p(k) = log((k + 2) / (k + 1)) / log(range_max + 1)); ``learned_unigram`` (p
proportional to 1 + how often the class was a true class in this session's earlier runs).

The numbers are TF's, bit for bit with a seed. Each run reads the op's Philox stream (philox.py)
as TF's ``SimplePhilox`` does, one 32-bit word after another from the start of its stretch, and
sets aside 512 blocks per sampled class: a log-uniform draw takes two words as a double in
[0, 1) and computes ``int(exp(u * log(range_max + 1))) - 1``; a uniform draw takes two words as
a 64-bit integer, rejects the few values that would favour small classes and keeps the
remainder; a unigram draw does the same with one word over the total weight.
Left out: ``fixed_unigram_candidate_sampler``, ``all_candidate_sampler``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     true = tf.constant([[1], [5], [2]], dtype=tf.int64)
...     sampled, true_count, _ = log_uniform_candidate_sampler(true, 1, 5, True, 10, seed=3)
...     with tf.Session() as sess:
...         out = sess.run([sampled, true_count])
>>> out[0].tolist(), [round(float(c), 4) for c in out[1].ravel()]
([0, 6, 4, 1, 5], [0.6709, 0.3288, 0.5355])
"""
import collections
import functools
import weakref

import numpy as np

from .. import dtypes, errors
from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from .. import philox
from .core import convert_to_tensor, kernel, shape_error
from .random_ops import get_seed, philox_stream



@functools.lru_cache(maxsize=None)
def _results(op_type):
    """The three outputs' named tuple, named after the op (as TF's generated wrappers do)."""
    return collections.namedtuple(op_type, ["sampled_candidates", "true_expected_count",
                                            "sampled_expected_count"])

AccidentalHits = collections.namedtuple("ComputeAccidentalHits", ["indices", "ids", "weights"])

# TF reserves this many 32-bit words per sampled class and run (512 Philox blocks).
_WORDS_PER_SAMPLE = 2048


def _int64_input(value, arg, op_type, g):
    """Classes are int64: a Python value becomes an int64 Const, a tensor must be one."""
    if not (isinstance(value, Tensor) or hasattr(value, "_as_tensor")):
        return convert_to_tensor(value, dtype=dtypes.int64, name=arg, graph=g)
    t = convert_to_tensor(value, graph=g)
    if t.dtype.base_dtype is not dtypes.int64:
        raise TypeError("Input '%s' of '%s' Op has type %s that does not match expected type of "
                        "int64." % (arg, op_type, t.dtype.base_dtype.name))
    return t


def _sampler_op(op_type, true_classes, num_true, num_sampled, unique, seed, name, **attrs):
    g = graph_from_inputs((true_classes,))
    seed1, seed2 = get_seed(seed)
    with g.name_scope(name or op_type) as scope:
        true = _int64_input(true_classes, "true_classes", op_type, g)
        attrs = dict(attrs, num_true=int(num_true), num_sampled=int(num_sampled),
                     unique=bool(unique), seed=seed1 or 0, seed2=seed2 or 0)
        node = g._op_name(scope)
        if true.shape.ndims not in (None, 2):
            raise shape_error("Shape must be rank 2 but is rank %d" % true.shape.ndims, node,
                              op_type, attrs, [true])
        batch = true.shape.dims[0] if true.shape.dims else None
        shapes = [[int(num_sampled)], [batch, int(num_true)], [int(num_sampled)]]
        op = g._create_op(op_type, [true], [(dtypes.int64, shapes[0]), (dtypes.float32, shapes[1]),
                                            (dtypes.float32, shapes[2])], node, attrs)
        return _results(op_type)(*op.outputs)


def uniform_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, seed=None,
                              name=None):
    """``num_sampled`` classes drawn uniformly from [0, range_max)."""
    return _sampler_op("UniformCandidateSampler", true_classes, num_true, num_sampled, unique,
                       seed, name, range_max=int(range_max))


def log_uniform_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max,
                                  seed=None, name=None):
    """``num_sampled`` classes drawn log-uniformly: small classes (frequent words) often."""
    return _sampler_op("LogUniformCandidateSampler", true_classes, num_true, num_sampled, unique,
                       seed, name, range_max=int(range_max))


def learned_unigram_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max,
                                      seed=None, name=None):
    """``num_sampled`` classes drawn in proportion to 1 + how often each was a true class in
    this session's earlier runs of the op."""
    return _sampler_op("LearnedUnigramCandidateSampler", true_classes, num_true, num_sampled,
                       unique, seed, name, range_max=int(range_max))


def compute_accidental_hits(true_classes, sampled_candidates, num_true, seed=None, name=None):
    """(indices, ids, weights): for each true class that was also sampled, its row, the
    sample's position and -FLT_MAX, the weight that removes the sample from that row's
    logits."""
    g = graph_from_inputs((true_classes, sampled_candidates))
    seed1, seed2 = get_seed(seed)
    with g.name_scope(name or "ComputeAccidentalHits") as scope:
        true = _int64_input(true_classes, "true_classes", "ComputeAccidentalHits", g)
        sampled = _int64_input(sampled_candidates, "sampled_candidates", "ComputeAccidentalHits",
                               g)
        attrs = {"num_true": int(num_true), "seed": seed1 or 0, "seed2": seed2 or 0}
        node = g._op_name(scope)
        for t, rank in ((true, 2), (sampled, 1)):
            if t.shape.ndims not in (None, rank):
                raise shape_error("Shape must be rank %d but is rank %d" % (rank, t.shape.ndims),
                                  node, "ComputeAccidentalHits", attrs, [true, sampled])
        op = g._create_op("ComputeAccidentalHits", [true, sampled],
                          [(dtypes.int32, [None]), (dtypes.int64, [None]),
                           (dtypes.float32, [None])], node, attrs)
        return AccidentalHits(*op.outputs)


# ---------------------------------------------------------------------- kernels
def _exact_uniform(bits, n, width):
    """TF's ExactUniformInt: ``bits % n`` for the draws kept; the draws below
    ``2**width % n`` are rejected, so every value in [0, n) is equally likely."""
    if n & (n - 1) == 0:
        return bits & np.uint64(n - 1)
    reject_below = ((1 << width) - 1) % n + 1
    return bits[bits >= np.uint64(reject_below)] % np.uint64(n)


def _pairs(words):
    """Consecutive word pairs as uint64 (first, second)."""
    pairs = words[:words.size // 2 * 2].reshape(-1, 2).astype(np.uint64)
    return pairs[:, 0], pairs[:, 1]


def _log_uniform_draws(words, range_max, weights):
    first, second = _pairs(words)
    unit = ((first & np.uint64(0xFFFFF)) << np.uint64(32) | second
            | np.uint64(1023 << 52)).view(np.float64) - 1.0
    return (np.exp(unit * np.log1p(range_max)).astype(np.int64) - 1) % range_max


def _uniform_draws(words, range_max, weights):
    low, high = _pairs(words)
    return _exact_uniform(low | high << np.uint64(32), range_max, 64).astype(np.int64)


def _unigram_draws(words, range_max, weights):
    cumulative = np.cumsum(weights)
    at = _exact_uniform(words.astype(np.uint64), int(cumulative[-1]), 32)
    return np.searchsorted(cumulative, at, side="right").astype(np.int64)


def _log_uniform_probability(values, range_max, weights):
    return (np.log((values + 2.0) / (values + 1.0)) / np.log1p(range_max)).astype(np.float32)


def _uniform_probability(values, range_max, weights):
    return np.full(np.shape(values), np.float32(1.0 / range_max))


def _unigram_probability(values, range_max, weights):
    return weights[values].astype(np.float32) / np.float32(weights.sum())


# A session's stream of a learned sampler -> the class weights it learned so far.
_LEARNED = weakref.WeakKeyDictionary()


def stream_blocks(stream, start, count):
    """The ``count`` Philox blocks of ``stream`` from counter ``start`` on."""
    return philox.blocks(stream.key, start, np.arange(count, dtype=np.uint64))


def _draw(stream, start, draws, count, unique, range_max, weights, blocks):
    """(the first ``count`` draws, all different if ``unique``; how many draws that took),
    reading the stream from ``start`` (with ``blocks``, as ``stream_blocks``) until enough
    draws are kept."""
    n_words = 8 * count + 8
    while True:
        samples = draws(blocks(stream, start, -(-n_words // 4)).ravel(), range_max, weights)
        if not unique:
            if samples.size >= count:
                return samples[:count], count
        else:
            _, first = np.unique(samples, return_index=True)
            if first.size >= count:
                picked = np.sort(first)[:count]
                return samples[picked], int(picked[-1]) + 1 if count else 0
        n_words *= 2


def _expected_count(p, count, tries):
    """TF's ExpectedCountHelper, in float32 as there."""
    if tries == count:
        return p * np.float32(count)
    return -np.expm1(np.float32(tries) * np.log1p(-p))


def sampler_kernel(draws, probability, learned=False, blocks=stream_blocks):
    """The kernel of a sampler drawing with ``draws``; ``learned``: its class weights grow with
    the true classes of each run (LearnedUnigramCandidateSampler); ``blocks``: where the
    Philox blocks come from (``stream_blocks``, or a function giving the same ones faster)."""
    return lambda state, op, true_classes: _candidate_sampler(
        state, op, true_classes, draws, probability, learned, blocks)


def _candidate_sampler(state, op, true_classes, draws, probability, learned, blocks):
    attrs = op.attrs
    num_true, count, range_max = attrs["num_true"], attrs["num_sampled"], attrs["range_max"]
    if true_classes.ndim != 2:
        raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                           "true_classes must be a matrix")
    if true_classes.shape[1] != num_true:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "true_classes must have num_true columns, "
            "expected: %d was: %d" % (true_classes.shape[1], num_true))
    if attrs["unique"] and count > range_max:
        raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                           "Sampler's range is too small.")
    flat = true_classes.ravel()
    bad = np.flatnonzero((flat < 0) | (flat >= range_max))
    if bad.size:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "`true_candidate` out of range [0, %d), received %d"
            % (range_max, flat[bad[0]]))
    stream = philox_stream(state, op)
    weights = None
    if learned:
        weights = _LEARNED.setdefault(stream, np.ones(range_max, np.int64))
    start = stream.reserve((_WORDS_PER_SAMPLE * count + 3) // 4)
    sampled, tries = _draw(stream, start, draws, count, attrs["unique"], range_max, weights,
                           blocks)
    sampled_count = _expected_count(probability(sampled, range_max, weights), count, tries)
    true_count = _expected_count(probability(true_classes, range_max, weights), count, tries)
    if weights is not None:  # learning from this run's true classes, after sampling
        np.add.at(weights, flat, 1)
    return sampled, true_count, sampled_count


kernel("UniformCandidateSampler", stateful=True)(
    sampler_kernel(_uniform_draws, _uniform_probability))
kernel("LogUniformCandidateSampler", stateful=True)(
    sampler_kernel(_log_uniform_draws, _log_uniform_probability))
kernel("LearnedUnigramCandidateSampler", stateful=True)(
    sampler_kernel(_unigram_draws, _unigram_probability, learned=True))


@kernel("ComputeAccidentalHits")
def _compute_accidental_hits(op, true_classes, sampled):
    num_true = op.attrs["num_true"]
    if true_classes.ndim != 2 or true_classes.shape[1] != num_true:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op,
            "true_candidates must be a batch_size * num_true matrix")
    # A class sampled twice is found at its last position, as in TF's kernel.
    values, last_reversed = np.unique(sampled[::-1], return_index=True)
    last = sampled.size - 1 - last_reversed
    flat = true_classes.ravel()
    at = np.minimum(np.searchsorted(values, flat), max(values.size - 1, 0))
    hit = (values[at] == flat) if values.size else np.zeros(flat.shape, bool)
    rows = (np.flatnonzero(hit) // num_true).astype(np.int32)
    weights = np.full(rows.shape, -np.finfo(np.float32).max, np.float32)
    return rows, last[at[hit]].astype(np.int64), weights

