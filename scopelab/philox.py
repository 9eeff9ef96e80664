"""Philox4x32-10, the counter-based generator behind TF's stateful random ops, in numpy.

A counter-based generator has no hidden state that evolves step by step. Its output for
position ``n`` is a fixed scrambling function of two numbers:

* the **key**, 64 bits, fixed by the seed: it says *which* stream;
* the **counter**, 128 bits, the position in that stream.

Philox scrambles a counter, held as four 32-bit words, with ten *rounds*. A round multiplies
two of the words by fixed odd constants, keeps both halves of each 64-bit product, and mixes
the high halves into the other two words with XOR, together with the key. Between rounds the
key is raised by two other constants (from the golden ratio and sqrt(3)), so no two rounds are
alike. Ten rounds are enough for the four output words to look independent and uniform. Each
counter gives one *block* of four uint32 values.

Because block ``n`` needs nothing but ``n``, *skipping ahead* is just adding to the counter,
and numpy can compute thousands of blocks at once: one array of counters, ten rounds of
array arithmetic. TF uses that to let several threads fill one tensor, and to give each run of
an op its own stretch of the stream.

How TF seeds it: the op's ``seed`` attribute is the key and ``seed2`` the upper half of the
starting counter (the lower half starts at 0). A run takes the next stretch of counters:

>>> stream = Philox(seed=1, seed2=2)
>>> stream.reserve(3) == 2 << 64, stream.counter == (2 << 64) + 3
(True, True)

The first block of key 0 is the known answer published with the algorithm:

>>> [hex(word) for word in blocks(key=0, counter=0, offsets=np.zeros(1, np.uint64))[0]]
['0x6627e8d5', '0xe169c58d', '0xbc57ac4c', '0x9b00dbd8']
"""
import numpy as np

_MASK32 = 0xFFFFFFFF
_MASK64 = 2**64 - 1
_MASK128 = 2**128 - 1
# The constants of the Philox paper (Salmon et al., "Parallel random numbers: as easy as
# 1, 2, 3", 2011): round multipliers, and the key's per-round increments.
_MULTIPLIERS = (0xD2511F53, 0xCD9E8D57)
_KEY_STEPS = (0x9E3779B9, 0xBB67AE85)
_ROUNDS = 10


class Philox:
    """One op's stream in one session: a key and the counter where the next run starts."""

    def __init__(self, seed, seed2):
        self.key = seed & _MASK64
        self.counter = (seed2 & _MASK64) << 64

    def reserve(self, count):
        """Takes the next ``count`` blocks for one run; returns the counter of the first."""
        start = self.counter
        self.counter = (start + count) & _MASK128
        return start


def blocks(key, counter, offsets):
    """The blocks at counters ``counter + offsets``, as a uint32 array of shape (n, 4).

    ``offsets`` is a uint64 array. The counter is one 128-bit number: its low 64 bits are
    words 0 and 1, its high 64 bits words 2 and 3, so a carry moves from word 1 to word 2.
    """
    low = np.uint64(counter & _MASK64) + offsets  # wraps past 2**64: then carry one
    high = np.uint64(counter >> 64) + (low < offsets).astype(np.uint64)
    # Each word in its own uint64 array: a product of two 32-bit words fits in 64 bits.
    c0, c1 = low & _MASK32, low >> 32
    c2, c3 = high & _MASK32, high >> 32
    k0, k1 = key & _MASK32, key >> 32
    for i in range(_ROUNDS):
        if i:
            k0, k1 = (k0 + _KEY_STEPS[0]) & _MASK32, (k1 + _KEY_STEPS[1]) & _MASK32
        p0, p1 = c0 * _MULTIPLIERS[0], c2 * _MULTIPLIERS[1]
        c0, c1, c2, c3 = (p1 >> 32) ^ c1 ^ k0, p1 & _MASK32, (p0 >> 32) ^ c3 ^ k1, p0 & _MASK32
    return np.stack([c0, c1, c2, c3], axis=-1).astype(np.uint32)
