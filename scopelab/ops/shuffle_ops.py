"""``tf.random_shuffle`` (``tf.random.shuffle``): the rows of a tensor in a random order, the
RandomShuffle op, drawing the numbers TF's CPU kernel draws.

Mirrors ``random_shuffle`` in ``random_ops.py`` and TF's RandomShuffle kernel. Seeds follow
TF1's rules (random_ops.get_seed) and each session keeps the op's Philox stream
(philox.py), so a seeded program shuffles as TF does. The kernel is a Fisher-Yates shuffle:
for each row i but the last it takes one 32-bit word w and swaps row i with row
``i + w % (n - i)``; a run reserves the blocks holding those n - 1 words. A tensor of one row
(or one entry) comes back as it is, and draws nothing. Random order has no gradient.
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

from .. import philox
from ..default_graph import graph_from_inputs
from .core import convert_to_tensor, kernel, make_op
from .random_ops import get_seed, philox_stream


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
