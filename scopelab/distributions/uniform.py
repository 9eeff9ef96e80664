"""``tf.distributions.Uniform``: the uniform distribution on ``[low, high)``.

Mirrors TF1's ``tensorflow/python/ops/distributions/uniform.py``. The parameters become
``Uniform/low`` and ``Uniform/high`` (behind an ``assert_less(low, high)`` with
``validate_args``: "uniform not defined when low >= high.").

    sample    low + range() * random_uniform([n] + batch)   (reparameterized)
    prob      1 / range inside [low, high), 0 outside, NaN where x is NaN
    cdf       0 below low, 1 from high on, (x - low) / range between
    entropy   log(range); mean (low + high) / 2; variance range**2 / 12; stddev range / sqrt 12

``log_prob`` is ``log(prob)`` and ``log_cdf`` ``log(cdf)``, from the base class; there is no
mode (NotImplementedError, as in TF).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     d = tf.distributions.Uniform(low=1.0, high=[3.0, 5.0])
...     with tf.Session() as sess:
...         print(sess.run([d.prob(2.0), d.cdf(2.0)]))
[array([0.5 , 0.25], dtype=float32), array([0.5 , 0.25], dtype=float32)]
"""
import math

from ..default_graph import control_dependencies, name_scope
from ..ops.array_ops import identity, ones, ones_like, shape, zeros, zeros_like
from ..ops.broadcast_shape_ops import broadcast_dynamic_shape, broadcast_static_shape
from ..ops.check_ops import assert_less, assert_same_float_dtype
from ..ops.grad_ops import where_v2
from ..ops.indexing_ops import concat
from ..ops.logical_ops import logical_or
from ..ops.math_ops import log, square
from ..ops.random_ops import random_uniform
from ..ops.unary_math_ops import is_nan
from . import distribution


class Uniform(distribution.ScalarEvent, distribution.Distribution):
    """A batch of uniform distributions (see the module text)."""

    def __init__(self, low=0.0, high=1.0, validate_args=False, allow_nan_stats=True,
                 name="Uniform"):
        parameters = dict(locals())
        with name_scope(name, values=[low, high]) as name:
            checks = ([assert_less(low, high, message="uniform not defined when low >= high.")]
                      if validate_args else [])
            with control_dependencies(checks):
                self._low = identity(low, name="low")
                self._high = identity(high, name="high")
                assert_same_float_dtype([self._low, self._high])
        super().__init__(dtype=self._low.dtype,
                         reparameterization_type=distribution.FULLY_REPARAMETERIZED,
                         validate_args=validate_args, allow_nan_stats=allow_nan_stats,
                         parameters=parameters, graph_parents=[self._low, self._high],
                         name=name)

    @property
    def low(self):
        return self._low

    @property
    def high(self):
        return self._high

    def range(self, name="range"):
        """``high - low``."""
        with self._name_scope(name):
            return self.high - self.low

    def _batch_shape_tensor(self):
        return broadcast_dynamic_shape(shape(self.low), shape(self.high))

    def _batch_shape(self):
        return broadcast_static_shape(self.low.shape, self.high.shape)

    def _sample_n(self, n, seed=None):
        shape_t = concat([[n], self.batch_shape_tensor()], 0)
        samples = random_uniform(shape=shape_t, dtype=self.dtype, seed=seed)
        return self.low + self.range() * samples

    def _prob(self, x):
        x = x * ones(self.batch_shape_tensor(), dtype=x.dtype)
        nan = is_nan(x)
        outside = logical_or(x < self.low, x >= self.high)
        return where_v2(nan, x, where_v2(outside, zeros_like(x), ones_like(x) / self.range()))

    def _cdf(self, x):
        broadcast_shape = broadcast_dynamic_shape(shape(x), self.batch_shape_tensor())
        zeros_t = zeros(broadcast_shape, dtype=self.dtype)
        ones_t = ones(broadcast_shape, dtype=self.dtype)
        broadcasted_x = x * ones_t
        below_high = where_v2(x < self.low, zeros_t, (broadcasted_x - self.low) / self.range())
        return where_v2(x >= self.high, ones_t, below_high)

    def _entropy(self):
        return log(self.range())

    def _mean(self):
        return (self.low + self.high) / 2.0

    def _variance(self):
        return square(self.range()) / 12.0

    def _stddev(self):
        return self.range() / math.sqrt(12.0)
