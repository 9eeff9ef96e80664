"""``Dataset.shuffle``: the seed ops it adds to the graph, and TF's exact shuffling order.

Mirrors ``tensorflow/python/data/util/random_seed.py`` and the C++ ``ShuffleDatasetOp``. The
graph gets two int64 scalars: ``seed`` and ``seed2`` (graph seed and op seed, by TF1's rules,
``tf.get_seed``); when both are known, ``seed2`` is a little ``SelectV2`` that turns (0, 0)
into (0, 2**31 - 1), as TF builds it. At run time:

- a buffer of ``buffer_size`` elements is filled from the input; each step draws one uint32
  ``r`` from a Philox stream (``philox.py``) and hands out the element at
  ``start + r % count`` of the buffer, moving the oldest element into the hole;
- the stream's seeds: with ``reshuffle_each_iteration`` (the default) every pass (an
  initializer run, an epoch of ``repeat``) takes the next two uint32 of a seed stream keyed
  by (seed, seed2), so each epoch has another order; without it, every pass uses
  (seed, seed2) themselves. Seeds (0, 0) mean fresh random seeds, as in TF.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     ds = tf.data.Dataset.range(10).shuffle(10, seed=5)
...     x = ds.make_one_shot_iterator().get_next()
...     with tf.Session() as sess:
...         print([int(sess.run(x)) for _ in range(10)])
[5, 3, 0, 2, 7, 6, 4, 1, 9, 8]
"""
import numpy as np

from .. import dtypes, philox
from ..ops.core import constant, convert_to_tensor, kernel
from ..ops.grad_ops import select_v2
from ..ops.logical_ops import logical_and
from ..ops.math_ops import equal
from ..ops.random_ops import get_seed
from ..default_graph import get_default_graph
from .dataset_kernels import DatasetValue

_BLOCKS_PER_DRAW = 64  # Philox blocks computed at once: 256 uint32 values


def seed_tensors(seed):
    """The ``seed`` and ``seed2`` tensors of a shuffle with op seed ``seed``."""
    seed, seed2 = get_seed(seed)
    seed = constant(0, dtypes.int64, name="seed") if seed is None else \
        convert_to_tensor(seed, dtype=dtypes.int64, name="seed")
    if seed2 is None:
        return seed, constant(0, dtypes.int64, name="seed2")
    with get_default_graph().name_scope("seed2") as scope:
        seed2 = convert_to_tensor(seed2, dtype=dtypes.int64)
        both_zero = logical_and(equal(seed, 0), equal(seed2, 0))
        return seed, select_v2(both_zero, constant(2**31 - 1, dtype=dtypes.int64), seed2,
                               name=scope)


def uint32_stream(seed, seed2):
    """The uint32 values of the Philox stream keyed ``seed``, counter ``seed2``, in order."""
    stream = philox.Philox(seed, seed2)
    while True:
        first = stream.reserve(_BLOCKS_PER_DRAW)
        offsets = np.arange(_BLOCKS_PER_DRAW, dtype=np.uint64)
        yield from philox.blocks(stream.key, first, offsets).ravel().tolist()


def shuffled(elements, buffer_size, draws):
    """``elements`` in TF's shuffle order, with random uint32 values from ``draws``."""
    buffer = [None] * buffer_size
    start = end = 0
    while True:
        while end - start < buffer_size:
            element = next(elements, None)
            if element is None:
                break
            buffer[end % buffer_size] = element
            end += 1
        if end == start:
            return
        i = (start + next(draws) % (end - start)) % buffer_size
        yield buffer[i]
        buffer[i] = buffer[start % buffer_size]
        start += 1


# Stateful, so that graph optimisation does not fold it into one value: each run of the op
# (an initializer run) starts its seed stream again, as TF's kernel does.
@kernel("ShuffleDataset", stateful=True)
def _shuffle(state, op, dataset, buffer_size, seed, seed2):
    size, seed, seed2 = int(buffer_size), int(seed), int(seed2)
    if size <= 0:
        raise ValueError("buffer_size must be greater than zero.")
    if seed == 0 and seed2 == 0:
        seed, seed2 = (int(s) for s in np.random.default_rng().integers(2**63, size=2))
    if not op.attrs["reshuffle_each_iteration"]:
        return DatasetValue(lambda: shuffled(dataset.elements(), size,
                                             uint32_stream(seed, seed2)))
    seeds = uint32_stream(seed, seed2)  # each pass takes the next two values as its seeds

    def start():
        return shuffled(dataset.elements(), size, uint32_stream(next(seeds), next(seeds)))
    return DatasetValue(start)
