"""``tf.distributions.Bernoulli``: 0/1 outcomes with probability ``probs`` of a 1.

Mirrors TF1's ``tensorflow/python/ops/distributions/bernoulli.py``. Given ``logits`` or
``probs`` (not both), it keeps both (``dist_util.get_logits_and_probs``); samples and the
mode have ``dtype`` (int32 by default), the statistics the parameters' float dtype.

    sample    cast(random_uniform([n] + batch) < probs, dtype)   (not reparameterized)
    log_prob  -sigmoid_cross_entropy_with_logits(labels=x, logits=logits), the two broadcast
              against each other first unless their static shapes are the same
    entropy   -logits * (sigmoid(logits) - 1) + softplus(-logits)
    mean      probs; variance probs * (1 - probs); mode cast(probs > 0.5, dtype)

With ``validate_args``, ``log_prob`` checks the outcomes are 0 or 1 when run.
KL(Bernoulli || Bernoulli) is registered.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     d = tf.distributions.Bernoulli(logits=[0.0, 2.0])
...     lp = d.log_prob([1, 0])
...     with tf.Session() as sess:
...         print(sess.run(lp).round(4))
[-0.6931 -2.1269]
"""
from .. import dtypes
from ..default_graph import name_scope
from ..ops.array_ops import identity, ones_like, shape
from ..ops.indexing_ops import concat
from ..ops.math_ops import cast, less, sigmoid
from ..ops.random_ops import random_uniform
from ..ops.smooth_activation_ops import softplus
from ..ops.xent_ops import sigmoid_cross_entropy_with_logits
from . import distribution
from .dist_util import embed_check_integer_casting_closed, get_logits_and_probs
from .kullback_leibler import RegisterKL


class Bernoulli(distribution.ScalarEvent, distribution.Distribution):
    """A batch of Bernoulli distributions (see the module text)."""

    def __init__(self, logits=None, probs=None, dtype=dtypes.int32, validate_args=False,
                 allow_nan_stats=True, name="Bernoulli"):
        parameters = dict(locals())
        with name_scope(name) as name:
            self._logits, self._probs = get_logits_and_probs(
                logits=logits, probs=probs, validate_args=validate_args, name=name)
        super().__init__(dtype=dtype, reparameterization_type=distribution.NOT_REPARAMETERIZED,
                         validate_args=validate_args, allow_nan_stats=allow_nan_stats,
                         parameters=parameters, graph_parents=[self._logits, self._probs],
                         name=name)

    @property
    def logits(self):
        return self._logits

    @property
    def probs(self):
        return self._probs

    def _batch_shape_tensor(self):
        return shape(self._logits)

    def _batch_shape(self):
        return self._logits.shape

    def _sample_n(self, n, seed=None):
        new_shape = concat([[n], self.batch_shape_tensor()], 0)
        uniform = random_uniform(new_shape, seed=seed, dtype=self.probs.dtype)
        return cast(less(uniform, self.probs), self.dtype)

    def _log_prob(self, event):
        if self.validate_args:
            event = embed_check_integer_casting_closed(event, target_dtype=dtypes.bool)
        event = cast(event, self.logits.dtype)
        logits = self.logits
        same = (event.shape.is_fully_defined() and logits.shape.is_fully_defined()
                and event.shape == logits.shape)
        if not same:
            logits, event = ones_like(event) * logits, ones_like(logits) * event
        return -sigmoid_cross_entropy_with_logits(labels=event, logits=logits)

    def _entropy(self):
        return -self.logits * (sigmoid(self.logits) - 1) + softplus(-self.logits)

    def _mean(self):
        return identity(self.probs)

    def _variance(self):
        return self._mean() * (1.0 - self.probs)

    def _mode(self):
        return cast(self.probs > 0.5, self.dtype)


@RegisterKL(Bernoulli, Bernoulli)
def _kl_bernoulli_bernoulli(a, b, name=None):
    with name_scope(name, "kl_bernoulli_bernoulli", values=[a.logits, b.logits]):
        delta_probs0 = softplus(-b.logits) - softplus(-a.logits)
        delta_probs1 = softplus(b.logits) - softplus(a.logits)
        return sigmoid(a.logits) * delta_probs0 + sigmoid(-a.logits) * delta_probs1
