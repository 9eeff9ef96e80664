"""``tf.distributions``: TF1's probability distributions (``tf.compat.v1.distributions``).

Each distribution is a class in a module of its own, built on ``distribution.py``'s base
class; ``kullback_leibler.py`` keeps the KL functions registered between them;
``dist_util.py`` has the helpers they share (logits and probabilities, the validate_args
checks, the normal cdf).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     coin = tf.distributions.Bernoulli(probs=0.25)
...     with tf.Session() as sess:
...         print(sess.run(coin.entropy()).round(4))
0.5623
"""
from .bernoulli import Bernoulli  # noqa: F401
from .categorical import Categorical  # noqa: F401
from .distribution import (FULLY_REPARAMETERIZED, NOT_REPARAMETERIZED,  # noqa: F401
                           Distribution, ReparameterizationType)
from .kullback_leibler import RegisterKL, kl_divergence  # noqa: F401
from .laplace import Laplace  # noqa: F401
from .normal import Normal  # noqa: F401
from .uniform import Uniform  # noqa: F401
from ..left_out import missing_names as _missing_names

# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
