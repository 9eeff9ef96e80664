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
from .left_out import missing_names as _missing_names

set_seed = set_random_seed


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
