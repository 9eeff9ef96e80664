"""``tf.random``: TF's newer spellings of the random ops (``tf.random.normal`` is
``tf.random_normal``). The same ops, seeds and names; see ``ops/random_ops.py``."""
from .ops.random_ops import (random_normal as normal, random_uniform as uniform,  # noqa: F401
                             set_random_seed, truncated_normal)
from .ops.random_ops import get_seed  # noqa: F401
from .ops.categorical_ops import categorical  # noqa: F401
from .ops.shuffle_ops import random_shuffle as shuffle  # noqa: F401
from .ops.candidate_sampling_ops import (learned_unigram_candidate_sampler,  # noqa: F401
                                         log_uniform_candidate_sampler,
                                         uniform_candidate_sampler)

set_seed = set_random_seed
