"""``tf.distributions.Categorical``: one of K classes, from ``logits`` or ``probs`` whose last
axis runs over the classes.

Mirrors TF1's ``tensorflow/python/ops/distributions/categorical.py``. At construction it
builds, in its scope, ``batch_rank``, ``logits_shape``, ``event_size`` and ``batch_shape``
(constants when the shapes are known). Samples and the mode have ``dtype`` (int32 by default).

    sample    tf.multinomial of the logits flattened to [batch, K], n draws per row,
              transposed and reshaped to [n] + batch; TF's numbers under a seed
    log_prob  -sparse_softmax_cross_entropy_with_logits(labels=k, logits=logits); float
              classes are cast to int32, and classes and logits are broadcast unless the
              classes' static shape is the batch shape
    cdf       the sum of the probabilities of the classes below k (a sequence_mask)
    entropy   -sum(log_softmax(logits) * probs); mode argmax(logits)

KL(Categorical || Categorical) is registered.

Left out: a batch shape of unknown rank (``batch_rank`` and ``event_size`` computed by ops).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     tf.set_random_seed(1)
...     d = tf.distributions.Categorical(probs=[0.2, 0.3, 0.5])
...     s = d.sample(6, seed=2)
...     with tf.Session() as sess:
...         print(sess.run(s), sess.run(d.log_prob(2)).round(4))
[1 1 1 1 2 2] -0.6931
"""
from .. import dtypes
from ..core.shapes import TensorShape
from ..default_graph import name_scope
from ..ops.arg_ops import argmax
from ..ops.array_ops import identity, ones, ones_like, reshape, shape, zeros_like
from ..ops.categorical_ops import multinomial
from ..ops.core import constant, convert_to_tensor
from ..ops.indexing_ops import concat, newaxis, transpose, where
from ..ops.math_ops import cast
from ..ops.reduction_ops import reduce_sum
from ..ops.sequence_mask_ops import sequence_mask
from ..ops.softmax_ops import log_softmax, softmax
from ..ops.xent_ops import sparse_softmax_cross_entropy_with_logits
from . import distribution
from .dist_util import (embed_check_categorical_event_shape, embed_check_integer_casting_closed,
                        get_logits_and_probs)
from .kullback_leibler import RegisterKL


def _broadcast_event_and_params(event, params, base_dtype):
    """Classes as integers, and classes and parameters broadcast against each other."""
    if event.dtype.is_floating:
        event = cast(event, dtype=dtypes.int32)
    elif not event.dtype.is_integer:
        raise TypeError("`value` should have integer `dtype` or `self.dtype` ({})"
                        .format(base_dtype))
    known = (params.shape.ndims is not None and params.shape[:-1].is_fully_defined()
             and event.shape.is_fully_defined())
    if not known or params.shape[:-1] != event.shape:
        params *= ones_like(event[..., newaxis], dtype=params.dtype)
        event *= ones(shape(params)[:-1], dtype=event.dtype)
        if params.shape.ndims is not None:
            event.set_shape(TensorShape(params.shape[:-1]))
    return event, params


class Categorical(distribution.ScalarEvent, distribution.Distribution):
    """A batch of categorical distributions (see the module text)."""

    def __init__(self, logits=None, probs=None, dtype=dtypes.int32, validate_args=False,
                 allow_nan_stats=True, name="Categorical"):
        parameters = dict(locals())
        with name_scope(name, values=[logits, probs]) as name:
            self._logits, self._probs = get_logits_and_probs(
                logits=logits, probs=probs, validate_args=validate_args,
                multidimensional=True, name=name)
            if validate_args:
                self._logits = embed_check_categorical_event_shape(self._logits)
            static = self._logits.shape.with_rank_at_least(1)
            self._batch_rank = convert_to_tensor(static.ndims - 1, dtype=dtypes.int32,
                                                 name="batch_rank")
            logits_shape = shape(self._logits, name="logits_shape")
            if static[-1].value is not None:
                self._event_size = convert_to_tensor(static[-1].value, dtype=dtypes.int32,
                                                     name="event_size")
            else:
                with name_scope("event_size"):
                    self._event_size = logits_shape[self._batch_rank]
            if static[:-1].is_fully_defined():
                self._batch_shape_val = constant(static[:-1].as_list(), dtype=dtypes.int32,
                                                 name="batch_shape")
            else:
                with name_scope("batch_shape"):
                    self._batch_shape_val = logits_shape[:-1]
        super().__init__(dtype=dtype, reparameterization_type=distribution.NOT_REPARAMETERIZED,
                         validate_args=validate_args, allow_nan_stats=allow_nan_stats,
                         parameters=parameters, graph_parents=[self._logits, self._probs],
                         name=name)

    @property
    def event_size(self):
        """The number of classes, as a scalar int32 tensor."""
        return self._event_size

    @property
    def logits(self):
        return self._logits

    @property
    def probs(self):
        return self._probs

    def _batch_shape_tensor(self):
        return identity(self._batch_shape_val)

    def _batch_shape(self):
        return self.logits.shape[:-1]

    def _sample_n(self, n, seed=None):
        if self.logits.shape.ndims == 2:
            logits_2d = self.logits
        else:
            logits_2d = reshape(self.logits, [-1, self.event_size])
        sample_dtype = dtypes.int64 if self.dtype.size > 4 else dtypes.int32
        draws = multinomial(logits_2d, n, seed=seed, output_dtype=sample_dtype)
        draws = reshape(transpose(draws), concat([[n], self.batch_shape_tensor()], 0))
        return cast(draws, self.dtype)

    def _checked_classes(self, k):
        k = convert_to_tensor(k, name="k")
        if self.validate_args:
            k = embed_check_integer_casting_closed(k, target_dtype=dtypes.int32)
        return k

    def _cdf(self, k):
        k, probs = _broadcast_event_and_params(self._checked_classes(k), self.probs,
                                               base_dtype=self.dtype.base_dtype)
        flat_probs = reshape(probs, (-1, self._event_size))
        flat_k = reshape(k, [-1])
        to_sum_over = where(sequence_mask(flat_k, self._event_size), flat_probs,
                            zeros_like(flat_probs))
        return reshape(reduce_sum(to_sum_over, axis=-1), shape(k))

    def _log_prob(self, k):
        k, logits = _broadcast_event_and_params(self._checked_classes(k), self.logits,
                                                base_dtype=self.dtype.base_dtype)
        return -sparse_softmax_cross_entropy_with_logits(labels=k, logits=logits)

    def _entropy(self):
        return -reduce_sum(log_softmax(self.logits) * self.probs, axis=-1)

    def _mode(self):
        mode = cast(argmax(self.logits, axis=self._batch_rank), self.dtype)
        mode.set_shape(self.batch_shape)
        return mode


@RegisterKL(Categorical, Categorical)
def _kl_categorical_categorical(a, b, name=None):
    with name_scope(name, "kl_categorical_categorical", values=[a.logits, b.logits]):
        delta_log_probs = log_softmax(a.logits) - log_softmax(b.logits)
        return reduce_sum(softmax(a.logits) * delta_log_probs, axis=-1)
