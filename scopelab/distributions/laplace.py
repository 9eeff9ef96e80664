"""``tf.distributions.Laplace``: the Laplace (double exponential) distribution, with ``loc``
and ``scale``.

Mirrors TF1's ``tensorflow/python/ops/distributions/laplace.py``. The parameters become
``Laplace/loc`` and ``Laplace/scale`` (behind ``assert_positive(scale)`` with
``validate_args``). With ``z = (x - loc) / scale``:

    sample    u = random_uniform([n] + batch) in (-1, 1) (the float just above -1 up to 1);
              loc - scale * sign(u) * log1p(-|u|)   (reparameterized)
    log_prob  -|z| - (log 2 + log(scale)); prob its exp
    cdf       1/2 + sign(z) (1 - exp(-|z|)) / 2; log_cdf z - log 2 below 0,
              log1p(-exp(-|z|) / 2) above (the survival functions the same at -z)
    entropy   log 2 + 1 + log(scale); mean, mode loc; stddev sqrt(2) scale

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     d = tf.distributions.Laplace(loc=0.0, scale=[1.0, 2.0])
...     with tf.Session() as sess:
...         cdf, stddev = sess.run([d.cdf(1.0), d.stddev()])
>>> [round(float(v), 4) for v in list(cdf) + list(stddev)]
[0.8161, 0.6967, 1.4142, 2.8284]
"""
import math

import numpy as np

from ..default_graph import name_scope
from ..ops.array_ops import zeros_like
from ..ops.core import convert_to_tensor
from ..ops.grad_ops import where_v2
from ..ops.indexing_ops import concat
from ..ops.loss_math_ops import log1p
from ..ops.math_ops import abs, exp, log, sign  # noqa: A004 - TF's name
from ..ops.random_ops import random_uniform
from . import distribution


class Laplace(distribution.LocationScale):
    """A batch of Laplace distributions (see the module text)."""

    def __init__(self, loc, scale, validate_args=False, allow_nan_stats=True, name="Laplace"):
        parameters = dict(locals())
        super().__init__(loc, scale, validate_args, allow_nan_stats, name, parameters)

    def _sample_n(self, n, seed=None):
        shape_t = concat([[n], self.batch_shape_tensor()], 0)
        np_dtype = self.dtype.as_numpy_dtype
        # Open at -1: log1p(-|u|) stays finite.
        u = random_uniform(shape=shape_t, minval=np.nextafter(np_dtype(-1.0), np_dtype(0.0)),
                           maxval=1.0, dtype=self.dtype, seed=seed)
        return self.loc - self.scale * sign(u) * log1p(-abs(u))

    def _log_prob(self, x):
        return -abs(self._z(x)) - (math.log(2.0) + log(self.scale))

    def _prob(self, x):
        return exp(self._log_prob(x))

    def _log_cdf(self, x):
        return _log_cdf_laplace(self._z(x))

    def _log_survival_function(self, x):
        return _log_cdf_laplace(-self._z(x))

    def _cdf(self, x):
        z = self._z(x)
        return 0.5 + 0.5 * sign(z) * (1.0 - exp(-abs(z)))

    def _entropy(self):
        scale = self.scale + zeros_like(self.loc)
        return math.log(2.0) + 1.0 + log(scale)

    def _mean(self):
        return self.loc + zeros_like(self.scale)

    def _stddev(self):
        return math.sqrt(2.0) * self.scale + zeros_like(self.loc)

    def _mode(self):
        return self._mean()

    def _z(self, x):
        return (x - self.loc) / self.scale


def _log_cdf_laplace(x, name="log_cdf_laplace"):
    """The log of the standard Laplace cdf, without cancellation in either tail."""
    with name_scope(name, values=[x]):
        x = convert_to_tensor(x, name="x")
        lower_solution = -np.log(2.0) + x
        upper_solution = log1p(-0.5 * exp(-abs(x)))
        return where_v2(x < 0.0, lower_solution, upper_solution)
