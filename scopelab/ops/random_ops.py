"""Random ops: RandomUniform, RandomStandardNormal, TruncatedNormal, and TF1's seed rules.

Mirrors ``random_ops.py`` and ``random_seed.py``. Each random op carries two seeds: the graph
seed (``tf.set_random_seed``) and an op seed. With neither, every session draws fresh numbers;
with a graph seed, ops without their own seed are numbered in build order, so a rebuilt graph
repeats its numbers. Each session keeps one generator per seeded op, so a new session restarts
the sequence, as in TF. The numbers themselves are numpy's, not TF's Philox stream.

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
import weakref

import numpy as np

from .. import dtypes
from ..default_graph import get_default_graph
from .array_ops import shape_of, shape_tensor
from .core import convert_to_tensor, kernel, make_op
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
    with g._name_scope(name or default_name) as scope:
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
    with g._name_scope(name or "random_uniform") as scope:
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
_FLOATS = (np.float32, np.float64)  # the dtypes numpy's generators produce directly


def _draw(method, shape, dtype):
    """``shape``-shaped samples from a Generator ``method`` (standard_normal, random).

    Asking numpy for a flat count and reshaping is several times faster than passing the
    shape, and initialising thousands of small variables is mostly this call.
    """
    dims = shape.tolist()
    count = 1
    for d in dims:
        count *= d
    if dtype in _FLOATS:
        return method(count, dtype=dtype).reshape(dims)
    return method(count).astype(dtype).reshape(dims)


@kernel("RandomStandardNormal", stateful=True)
def _standard_normal(state, op, shape):
    return _draw(state.rng(op).standard_normal, shape, op.attrs["dtype"].as_numpy_dtype)


@kernel("RandomUniform", stateful=True)
def _uniform(state, op, shape):
    return _draw(state.rng(op).random, shape, op.attrs["dtype"].as_numpy_dtype)


@kernel("RandomUniformInt", stateful=True)
def _uniform_int(state, op, shape, lo, hi):
    values = state.rng(op).integers(lo, hi, size=shape.tolist())
    return values.astype(op.attrs["Tout"].as_numpy_dtype)


@kernel("TruncatedNormal", stateful=True)
def _truncated_normal(state, op, shape):
    # Values beyond two standard deviations are drawn again, as TF does.
    rng = state.rng(op)
    out = rng.standard_normal(shape.tolist())
    bad = np.abs(out) > 2
    while bad.any():
        out[bad] = rng.standard_normal(int(bad.sum()))
        bad = np.abs(out) > 2
    return out.astype(op.attrs["dtype"].as_numpy_dtype)
