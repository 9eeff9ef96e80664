"""``tf.distributions.Normal``: the normal distribution, with ``loc`` (mean) and ``scale``.

Mirrors TF1's ``tensorflow/python/ops/distributions/normal.py``. The parameters become
``Normal/loc`` and ``Normal/scale`` (Identity ops, behind an ``assert_positive(scale)`` with
``validate_args``); the batch shape is theirs broadcast. What each method computes, with
``z = (x - loc) / scale`` built in a ``standardize/`` scope:

    sample     random_normal([n] + batch) * scale + loc   (reparameterized: gradients reach
                                                         loc and scale)
    log_prob   -z**2 / 2 - (log(2 pi) / 2 + log(scale))
    cdf        ndtr(z); log_cdf log_ndtr(z); the survival functions the same at -z
    quantile   ndtri(p) * scale + loc  (``reconstruct/``)
    entropy    log(2 pi e) / 2 + log(scale)
    mean, mode loc; stddev scale; variance scale**2 (each broadcast to the batch shape)

KL(Normal || Normal) is registered: ``(mu_a - mu_b)**2 / (2 s_b**2) + (r - 1 - log r) / 2``
with ``r = s_a**2 / s_b**2``.

Left out: ``NormalWithSoftplusScale``, which TF 2's ``tf.compat.v1.distributions`` no longer
exports.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     tf.set_random_seed(1)
...     d = tf.distributions.Normal(loc=[0.0, 1.0], scale=[1.0, 2.0])
...     s = d.sample(3, seed=5)
...     with tf.Session() as sess:
...         values = sess.run(s)
>>> s.shape.as_list(), [round(float(v), 4) for v in values[0]]
([3, 2], [0.3369, 4.5495])
"""
import math

from ..default_graph import name_scope
from ..ops.array_ops import ones_like
from ..ops.core import constant
from ..ops.indexing_ops import concat
from ..ops.loss_math_ops import squared_difference
from ..ops.math_ops import log, square
from ..ops.random_ops import random_normal
from . import distribution
from .dist_util import log_ndtr, ndtr, ndtri
from .kullback_leibler import RegisterKL


class Normal(distribution.LocationScale):
    """A batch of normal distributions (see the module text)."""

    def __init__(self, loc, scale, validate_args=False, allow_nan_stats=True, name="Normal"):
        parameters = dict(locals())
        super().__init__(loc, scale, validate_args, allow_nan_stats, name, parameters)

    def _sample_n(self, n, seed=None):
        shape_t = concat([[n], self.batch_shape_tensor()], 0)
        sampled = random_normal(shape=shape_t, mean=0.0, stddev=1.0, dtype=self.loc.dtype,
                                seed=seed)
        return sampled * self.scale + self.loc

    def _log_prob(self, x):
        return -0.5 * square(self._z(x)) - (0.5 * math.log(2.0 * math.pi) + log(self.scale))

    def _log_cdf(self, x):
        return log_ndtr(self._z(x))

    def _cdf(self, x):
        return ndtr(self._z(x))

    def _log_survival_function(self, x):
        return log_ndtr(-self._z(x))

    def _survival_function(self, x):
        return ndtr(-self._z(x))

    def _entropy(self):
        scale = self.scale * ones_like(self.loc)
        return 0.5 * math.log(2.0 * math.pi * math.e) + log(scale)

    def _mean(self):
        return self.loc * ones_like(self.scale)

    def _quantile(self, p):
        z = ndtri(p)
        with name_scope("reconstruct", values=[z]):
            return z * self.scale + self.loc

    def _stddev(self):
        return self.scale * ones_like(self.loc)

    def _mode(self):
        return self._mean()

    def _z(self, x):
        with name_scope("standardize", values=[x]):
            return (x - self.loc) / self.scale


@RegisterKL(Normal, Normal)
def _kl_normal_normal(n_a, n_b, name=None):
    with name_scope(name, "kl_normal_normal", [n_a.loc, n_b.loc]):
        one = constant(1, dtype=n_a.dtype)
        two = constant(2, dtype=n_a.dtype)
        half = constant(0.5, dtype=n_a.dtype)
        s_a_squared = square(n_a.scale)
        s_b_squared = square(n_b.scale)
        ratio = s_a_squared / s_b_squared
        return (squared_difference(n_a.loc, n_b.loc) / (two * s_b_squared)
                + half * (ratio - one - log(ratio)))
