"""Random ops: RandomUniform, RandomStandardNormal, TruncatedNormal, and TF1's seed rules.

Mirrors ``random_ops.py`` and ``random_seed.py``. Each random op carries two seeds: the graph
seed (``tf.set_random_seed``) and an op seed. With neither, every session draws fresh numbers;
with a graph seed, ops without their own seed are numbered in build order, so a rebuilt graph
repeats its numbers. The kernels draw the very numbers TF's CPU kernels draw: each session
keeps one Philox stream (philox.py) per op, keyed by its seeds, so a new session restarts the
sequence and each run continues it, as in TF.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     tf.set_random_seed(1)
...     r = tf.random_normal([2], stddev=0.5)
...     with tf.Session() as s1, tf.Session() as s2:
...         same = (s1.run(r) == s2.run(r)).all()
>>> [op.name for op in g.get_operations()], bool(same)
(['random_normal/shape', 'random_normal/mean', 'random_normal/stddev', \
'random_normal/RandomStandardNormal', 'random_normal/mul', 'random_normal'], True)
"""
import math
import weakref

import numpy as np

from .. import dtypes
from ..default_graph import get_default_graph
from .array_ops import shape_of, shape_tensor
from .core import convert_to_tensor, kernel, make_op
from .. import philox
from .math_ops import add, multiply

_DEFAULT_GRAPH_SEED = 87654321
_MAXINT32 = 2**31 - 1


def set_random_seed(seed):
    """Sets the graph-level seed of the default graph."""
    get_default_graph().seed = seed


# graph -> how many random ops took their op seed from the graph seed so far.
_graph_to_seed_count = weakref.WeakKeyDictionary()


def get_seed(op_seed):
    """The (graph seed, op seed) pair a random op records, following TF1's rules.

    Under a graph seed, ops without a seed of their own are numbered 0, 1, 2... in the order
    they are built, so the same program repeats the same numbers.
    """
    g = get_default_graph()
    if g.seed is not None:
        if op_seed is None:
            op_seed = _graph_to_seed_count.get(g, 0)
            _graph_to_seed_count[g] = op_seed + 1
        seeds = (g.seed % _MAXINT32, op_seed % _MAXINT32)
    elif op_seed is not None:
        seeds = (_DEFAULT_GRAPH_SEED, op_seed % _MAXINT32)
    else:
        seeds = (None, None)
    return (0, _MAXINT32) if seeds == (0, 0) else seeds


def _scaled(op_type, default_name, shape, mean, stddev, dtype, seed, name):
    """``RandomOp(shape) * stddev + mean`` in a name scope, as random_normal and
    truncated_normal build it."""
    dtype = dtypes.as_dtype(dtype)
    g = get_default_graph()
    with g.name_scope(name, default_name) as scope:
        shape_t = shape_tensor(shape, graph=g)
        mean_t = convert_to_tensor(mean, dtype=dtype, name="mean", graph=g)
        stddev_t = convert_to_tensor(stddev, dtype=dtype, name="stddev", graph=g)
        rnd = _seeded(op_type, g, shape_t, dtype, seed)
        return add(rnd * stddev_t, mean_t, name=scope)


def random_normal(shape, mean=0.0, stddev=1.0, dtype=dtypes.float32, seed=None, name=None):
    return _scaled("RandomStandardNormal", "random_normal", shape, mean, stddev, dtype, seed,
                   name)


def truncated_normal(shape, mean=0.0, stddev=1.0, dtype=dtypes.float32, seed=None, name=None):
    """Normal values more than two standard deviations from the mean are drawn again."""
    return _scaled("TruncatedNormal", "truncated_normal", shape, mean, stddev, dtype, seed, name)


def random_uniform(shape, minval=0, maxval=None, dtype=dtypes.float32, seed=None, name=None):
    """Uniform in [minval, maxval). TF spares the scaling ops it can for the Python ints 0, 1."""
    dtype = dtypes.as_dtype(dtype)
    g = get_default_graph()
    if maxval is None:
        if dtype.is_integer:
            raise ValueError("Must specify maxval for integer dtype %r" % dtype)
        maxval = 1
    with g.name_scope(name, "random_uniform") as scope:
        shape_t = shape_tensor(shape, graph=g)
        from_zero = type(minval) is int and minval == 0
        to_one = type(maxval) is int and maxval == 1
        if not (from_zero and to_one) or dtype.is_integer:
            minval = convert_to_tensor(minval, dtype=dtype, name="min", graph=g)
            maxval = convert_to_tensor(maxval, dtype=dtype, name="max", graph=g)
        if dtype.is_integer:
            return _seeded("RandomUniformInt", g, shape_t, dtype, seed, (minval, maxval), scope)
        rnd = _seeded("RandomUniform", g, shape_t, dtype, seed)
        if from_zero:
            return rnd if to_one else multiply(rnd, maxval)
        return add(rnd * (maxval - minval), minval, name=scope)


def _seeded(op_type, g, shape_t, dtype, seed, extra=(), name=None):
    seed1, seed2 = get_seed(seed)
    type_attr = "Tout" if op_type == "RandomUniformInt" else "dtype"
    attrs = {type_attr: dtype, "T": dtypes.int32, "seed": seed1 or 0, "seed2": seed2 or 0}
    return make_op(g, op_type, [shape_t, *extra], name or op_type, dtype, shape_of(shape_t),
                   attrs)


# ---------------------------------------------------------------------- kernels
# The kernels compute what TF's CPU kernels compute, from each op's Philox stream (philox.py).
# Every run sets aside 256 blocks per output value, far more than it reads, so that the next
# run starts on fresh numbers even when truncated_normal rejects many values.
_BLOCKS_PER_VALUE = 256
_TRUNCATE_AT = 2  # truncated_normal keeps |x| < 2


def _values_per_block(dtype):
    """A block is four uint32 words; 64-bit values take two words each."""
    return 2 if dtype in (np.float64, np.int64) else 4


def _working_dtype(dtype):
    """Normals are computed in float32 or float64; float16 ones are float32 ones, rounded."""
    return np.float64 if dtype == np.float64 else np.float32


# The session's generator of seeds for unseeded ops, kept among its resources under this key.
_UNSEEDED = "unseeded random ops"


def unseeded_generator(state):
    """The numpy generator that seeds a session's unseeded random ops (and draws the samples
    the graph optimiser batches): TF seeds those at random too."""
    generator = state.resources.get(_UNSEEDED)
    if generator is None:
        generator = state.resources[_UNSEEDED] = np.random.default_rng()
    return generator


def philox_stream(state, op):
    """The Philox stream of random op ``op`` in a session (one of its ``resources``), made on
    its first run there, so a new session starts it again. An op without seeds gets random
    ones, as in TF."""
    found = state.resources.get(op)
    if found is None:
        seed, seed2 = op.attrs["seed"], op.attrs["seed2"]
        if not (seed or seed2):
            seed, seed2 = (int(s) for s in unseeded_generator(state).integers(2**63, size=2))
        found = state.resources[op] = philox.Philox(seed, seed2)
    return found


def _from_words(state, op, shape, dtype, make):
    """``make(words)`` cut to ``shape``, from the uint32 words of one run of ``op``.

    TF's kernels fill the output from the start of the run's stretch of blocks, in order.
    """
    dims = shape.tolist()
    size = math.prod(dims)
    stream = philox_stream(state, op)
    start = stream.reserve(size * _BLOCKS_PER_VALUE)
    count = -(-size // _values_per_block(dtype))
    words = philox.blocks(stream.key, start, np.arange(count, dtype=np.uint64)).ravel()
    return make(words)[:size].astype(dtype, copy=False).reshape(dims)


def _unit_floats(words, dtype):
    """Uniform values in [0, 1) from uint32 words.

    Random mantissa bits under the exponent of 1.0 make a float in [1, 2); subtracting 1 is
    exact. A float32 takes 23 bits of a word, a float16 10, and a float64 52 bits of two words
    (20 of the first, all 32 of the second).

    >>> _unit_floats(np.array([0, 2**22], np.uint32), np.float32)
    array([0. , 0.5], dtype=float32)
    """
    if dtype == np.float64:
        pairs = words.reshape(-1, 2).astype(np.uint64)
        return ((pairs[:, 0] & 0xFFFFF) << 32 | pairs[:, 1] | 1023 << 52).view(dtype) - 1.0
    if dtype == np.float16:
        return ((words & 0x3FF).astype(np.uint16) | 15 << 10).view(dtype) - dtype(1)
    return (words & 0x7FFFFF | 127 << 23).view(np.float32) - np.float32(1)


def _normals(words, dtype):
    """Box-Muller: uniforms (u, v) give sqrt(-2 ln u) * (sin 2 pi v, cos 2 pi v), two normals.

    TF's float32 kernel calls the C library's float32 log, sin and cos; numpy's differ from
    those more often, so this takes them in float64 and rounds: the same float32 in all but
    about 1% of values, which differ in the last bit.
    """
    wide = _working_dtype(dtype)
    u, v = _unit_floats(words, wide).reshape(-1, 2).T
    u = np.maximum(u, wide(1e-7))  # keeps the log finite
    # TF rounds 2 pi v to float32 before taking sin and cos of it.
    angle = (2 * np.pi * v.astype(np.float64)).astype(wide).astype(np.float64)
    radius = np.sqrt(wide(-2) * np.log(u.astype(np.float64)).astype(wide))
    out = np.stack([np.sin(angle).astype(wide) * radius, np.cos(angle).astype(wide) * radius])
    return out.T.ravel()


@kernel("RandomUniform", stateful=True)
def _uniform(state, op, shape):
    dtype = op.attrs["dtype"].as_numpy_dtype
    return _from_words(state, op, shape, dtype, lambda words: _unit_floats(words, dtype))


@kernel("RandomStandardNormal", stateful=True)
def _standard_normal(state, op, shape):
    dtype = op.attrs["dtype"].as_numpy_dtype
    return _from_words(state, op, shape, dtype, lambda words: _normals(words, dtype))


@kernel("RandomUniformInt", stateful=True)
def _uniform_int(state, op, shape, lo, hi):
    """``lo + bits % (hi - lo)``: as in TF, slightly favours small values when the range does
    not divide 2**32 (2**64 for int64). Sums of unsigned words wrap, as TF's do."""
    dtype = op.attrs["Tout"].as_numpy_dtype
    if 0 in shape.tolist():  # TF returns before checking the bounds
        return np.zeros(shape.tolist(), dtype)
    lo, hi = int(lo), int(hi)
    if lo >= hi:
        raise ValueError("Need minval < maxval, got %d >= %d" % (lo, hi))

    def integers(words):
        if dtype == np.int64:
            pairs = words.reshape(-1, 2).astype(np.uint64)
            bits, unsigned = pairs[:, 0] | pairs[:, 1] << 32, np.uint64
        else:
            bits, unsigned = words, np.uint32
        mask = np.iinfo(unsigned).max
        return (unsigned(lo & mask) + bits % unsigned((hi - lo) & mask)).view(dtype)
    return _from_words(state, op, shape, dtype, integers)


@kernel("TruncatedNormal", stateful=True)
def _truncated_normal(state, op, shape):
    """Normal values with |x| < 2, picked as TF's kernel picks them.

    TF cuts the output into groups of four values (two for float64) so that threads can fill
    it in any order: each group reads its own part of the run's blocks, 256 words (64 blocks)
    per value, and keeps the first normals there that fall inside the cut. To match, every
    group here reads from its own start; the few groups that still lack values after a first
    try read twice as far.
    """
    dtype = op.attrs["dtype"].as_numpy_dtype
    dims = shape.tolist()
    size = math.prod(dims)
    stream = philox_stream(state, op)
    start = stream.reserve(size * _BLOCKS_PER_VALUE)
    group = _values_per_block(dtype)
    firsts = np.arange(-(-size // group), dtype=np.uint64) * (group * _BLOCKS_PER_VALUE // 4)
    out = np.empty((len(firsts), group), _working_dtype(dtype))
    todo, reach = np.arange(len(firsts)), 2  # groups without values yet; blocks they read
    while todo.size:
        offsets = (firsts[todo, None] + np.arange(reach, dtype=np.uint64)).ravel()
        values = _normals(philox.blocks(stream.key, start, offsets), dtype)
        values = values.reshape(todo.size, -1)
        kept = np.abs(values) < _TRUNCATE_AT
        rank = np.cumsum(kept, axis=1)
        done = rank[:, -1] >= group
        out[todo[done]] = values[kept & (rank <= group) & done[:, None]].reshape(-1, group)
        todo, reach = todo[~done], reach * 2
    return out.ravel()[:size].astype(dtype).reshape(dims)
