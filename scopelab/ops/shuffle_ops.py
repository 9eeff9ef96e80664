"""``tf.random_shuffle`` (``tf.random.shuffle``): the rows of a tensor in a random order, the
RandomShuffle op, drawing the numbers TF's CPU kernel draws; and ``tf.random_crop``.

Mirrors ``random_shuffle`` in ``random_ops.py`` and TF's RandomShuffle kernel. Seeds follow
TF1's rules (random_ops.get_seed) and each session keeps the op's Philox stream
(philox.py), so a seeded program shuffles as TF does. The kernel is a Fisher-Yates shuffle:
for each row i but the last it takes one 32-bit word w and swaps row i with row
``i + w % (n - i)``; a run reserves the blocks holding those n - 1 words. A tensor of one row
(or one entry) comes back as it is, and draws nothing. Random order has no gradient.
``random_crop(value, size)`` is a ``Slice`` of ``size`` at a random offset: after an
``Assert`` that the value is at least that large, each offset is a ``RandomUniformInt`` up to
int32's largest value taken ``mod`` (shape - size + 1), so the numbers are TF's too.
Left out: first axes of 2**32 rows or more (TF draws 64-bit numbers there).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     s = tf.random_shuffle(tf.range(5), seed=1)
...     with tf.Session() as sess:
...         print(sorted(sess.run(s).tolist()), s.op.type)
[0, 1, 2, 3, 4] RandomShuffle
"""
import numpy as np

from .. import dtypes, philox
from ..default_graph import graph_from_inputs
from . import array_ops
from .assert_ops import Assert
from .core import convert_to_tensor, kernel, make_op
from .gating_ops import with_dependencies
from .logical_ops import reduce_all
from .random_ops import get_seed, philox_stream, random_uniform


def random_shuffle(value, seed=None, name=None):
    """``value`` with its first axis in a random order."""
    seed1, seed2 = get_seed(seed)
    g = graph_from_inputs((value,))
    with g.name_scope(name or "RandomShuffle") as scope:
        x = convert_to_tensor(value, name="value", graph=g)
        dtype = x.dtype.base_dtype
        return make_op(g, "RandomShuffle", [x], scope, dtype, x.shape,
                       {"T": dtype, "seed": seed1 or 0, "seed2": seed2 or 0})


@kernel("RandomShuffle", stateful=True)
def _random_shuffle(state, op, x):
    if x.size <= 1 or x.shape[0] <= 1:
        return x
    n = x.shape[0]
    stream = philox_stream(state, op)
    count = -(-(n - 1) // 4)  # four words per block
    start = stream.reserve(count)
    words = philox.blocks(stream.key, start, np.arange(count, dtype=np.uint64)).ravel()
    order = list(range(n))
    # Each swap depends on the rows earlier swaps moved: a loop over rows, on Python ints.
    for i, w in enumerate(words[:n - 1].tolist()):
        j = i + w % (n - i)
        order[i], order[j] = order[j], order[i]
    return x[order]


def random_crop(value, size, seed=None, name=None):
    """A slice of ``value`` of shape ``size`` at a random place."""
    g = graph_from_inputs((value, size))
    with g.name_scope(name, "random_crop") as scope:
        value = convert_to_tensor(value, name="value", graph=g)
        size = convert_to_tensor(size, dtype=dtypes.int32, name="size", graph=g)
        shape = array_ops.shape(value)
        check = Assert(reduce_all(shape >= size),
                       ["Need value.shape >= size, got ", shape, size], summarize=1000)
        shape = with_dependencies([check], shape)
        limit = shape - size + 1
        offset = random_uniform(array_ops.shape(shape), dtype=size.dtype,
                                maxval=size.dtype.max, seed=seed) % limit
        return array_ops.slice(value, offset, size, name=scope)
