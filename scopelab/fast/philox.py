"""The candidate samplers' Philox blocks computed ahead, for many runs at once.

A sampler's run reads a stretch of its op's Philox stream (``scopelab/philox.py``): about two
words per class it samples, from the start of a stretch of 512 blocks per class that the run
reserves. ``philox.blocks`` computes blocks with ten rounds of numpy array arithmetic, some
150 numpy calls whatever the number of blocks; for the 130 blocks of a word2vec step (64
classes) the calls are nearly all of the cost, 150 us where TF takes 27 us.

Philox is counter-based: a block is a function of the key and its counter alone, and the
stretches of the coming runs start at known counters (each run reserves as much as the one
before). So on a run whose blocks were not computed ahead, the same calls compute them for it
and for the runs after it (up to ``AHEAD_BLOCKS`` blocks in all), and those runs take theirs
from a table kept by counter: the same blocks, so the same samples, bit for bit. A table lives
as long as its stream (the session's); a run that starts elsewhere (after a run that needed
more words than usual) computes again from there.

>>> stream, same = philox.Philox(seed=1, seed2=2), []
>>> for _ in range(3):
...     start = stream.reserve(10)  # a run reserves its stretch, then reads blocks from it
...     same.append(np.array_equal(blocks_ahead(stream, start, 4), philox.blocks(
...         stream.key, start, np.arange(4, dtype=np.uint64))))
>>> same
[True, True, True]
"""
import weakref

import numpy as np

from .. import philox
from ..ops.candidate_sampling_ops import (_log_uniform_draws, _log_uniform_probability,
                                          _unigram_draws, _unigram_probability, _uniform_draws,
                                          _uniform_probability, sampler_kernel)
from .registry import kernel

# Blocks computed at once: 32 runs of a word2vec step's 130 blocks, where the arithmetic
# costs about what the calls cost.
AHEAD_BLOCKS = 4096

_MASK128 = 2**128 - 1
_ahead = weakref.WeakKeyDictionary()  # stream -> {(key, first counter): its blocks}


def blocks_ahead(stream, start, count):
    """The ``count`` blocks of ``stream`` from counter ``start`` on (as ``stream_blocks``), the
    run of ``start`` having reserved its stretch: ``stream.counter`` is the next run's start."""
    table = _ahead.setdefault(stream, {})
    found = table.pop((stream.key, start), None)
    if found is not None and len(found) >= count:
        return found[:count]
    table.clear()
    spacing = (stream.counter - start) & _MASK128
    runs = max(1, AHEAD_BLOCKS // max(count, 1))
    if runs * spacing >= 2**64:  # offsets from ``start`` are 64-bit numbers
        runs, spacing = 1, 0
    offsets = (np.arange(runs, dtype=np.uint64)[:, None] * np.uint64(spacing)
               + np.arange(count, dtype=np.uint64)).ravel()
    blocks = philox.blocks(stream.key, start, offsets).reshape(runs, count, 4)
    for i in range(1, runs):
        table[(stream.key, (start + i * spacing) & _MASK128)] = blocks[i]
    return blocks[0]


kernel("UniformCandidateSampler")(
    sampler_kernel(_uniform_draws, _uniform_probability, blocks=blocks_ahead))
kernel("LogUniformCandidateSampler")(
    sampler_kernel(_log_uniform_draws, _log_uniform_probability, blocks=blocks_ahead))
kernel("LearnedUnigramCandidateSampler")(
    sampler_kernel(_unigram_draws, _unigram_probability, learned=True, blocks=blocks_ahead))
