"""``tf.distributions.Distribution``: the base class every distribution builds on.

Mirrors TF1's ``tensorflow/python/ops/distributions/distribution.py``. A distribution holds
its parameters as tensors made once, in a name scope of its own (``Normal/loc``), and each
method builds a few ops when called, in a scope under that one: ``d.log_prob(x)`` makes
``Normal/log_prob/...``, a second call ``Normal/log_prob_1/...``. The scope is re-entered by
its full name, so a method called later, inside another scope, still builds under
``Normal/``.

A subclass writes the private parts (``_log_prob``, ``_sample_n``, ``_mean``...); the public
methods open the scope, convert the argument (``value``, in the distribution's dtype when it
has none of its own) and fall back as TF does: ``log_prob`` is ``log(prob)`` when only
``_prob`` is written and ``prob`` is ``exp(log_prob)``, likewise ``cdf`` / ``log_cdf``;
``survival_function`` is ``1 - cdf``, ``stddev`` is ``sqrt(variance)`` and ``variance``
``square(stddev)``. What is not written raises TF's NotImplementedError
("entropy is not implemented: Uniform").

``sample(sample_shape, seed)`` turns the shape into a vector (``sample_shape``), asks the
subclass for ``n`` draws (its product) of shape ``[n] + batch + event`` and reshapes them to
``sample_shape + batch + event``; the subclass draws with TF's random ops, so a graph seed and
an op seed give TF's numbers.

Left out: a ``sample_shape`` of unknown rank is flattened with one Reshape (TF picks between
``[1]`` and its shape with more ops; the values are the same); ``param_shapes`` /
``param_static_shapes``; TF's docstring merging of the subclasses.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     d = tf.distributions.Normal(loc=0.0, scale=2.0)
...     lp = d.log_prob(1.0)
>>> d.name, lp.name, d.reparameterization_type
('Normal/', 'Normal/log_prob/sub:0', <Reparameterization Type: FULLY_REPARAMETERIZED>)
"""
import contextlib

import numpy as np

from .. import dtypes
from ..core.shapes import TensorShape
from ..default_graph import control_dependencies, name_scope
from ..gradients_impl.constant_value import constant_value
from ..ops.array_ops import identity, reshape, shape
from ..ops.broadcast_shape_ops import broadcast_dynamic_shape, broadcast_static_shape
from ..ops.check_ops import assert_positive, assert_same_float_dtype
from ..ops.core import constant, convert_to_tensor
from ..ops.indexing_ops import concat
from ..ops.loss_math_ops import log1p
from ..ops.math_ops import exp, log, sqrt, square
from ..ops.reduction_ops import reduce_prod
from ..tensor import Tensor


class ReparameterizationType:
    """Whether a distribution's samples are a differentiable function of its parameters
    (``FULLY_REPARAMETERIZED``: gradients flow through ``sample``) or not. There are only the
    two instances below; they compare by identity."""

    def __init__(self, rep_type):
        self._rep_type = rep_type

    def __repr__(self):
        return "<Reparameterization Type: %s>" % self._rep_type

    def __eq__(self, other):
        return self is other

    __hash__ = object.__hash__


FULLY_REPARAMETERIZED = ReparameterizationType("FULLY_REPARAMETERIZED")
NOT_REPARAMETERIZED = ReparameterizationType("NOT_REPARAMETERIZED")


class Distribution:
    """A batch of probability distributions with the same ``dtype`` (see the module text)."""

    def __init__(self, dtype, reparameterization_type, validate_args, allow_nan_stats,
                 parameters=None, graph_parents=None, name=None):
        graph_parents = [] if graph_parents is None else graph_parents
        for i, t in enumerate(graph_parents):
            if not isinstance(t, Tensor):
                raise ValueError("Graph parent item %d is not a Tensor; %s." % (i, t))
        if not name or name[-1] != "/":
            # A plain name is made unique once, here; the methods re-enter the scope it got.
            with name_scope(name or type(self).__name__) as name:
                pass
        self._dtype = dtype
        self._reparameterization_type = reparameterization_type
        self._allow_nan_stats = allow_nan_stats
        self._validate_args = validate_args
        self._parameters = parameters or {}
        self._graph_parents = graph_parents
        self._name = name

    # What it is.
    @property
    def name(self):
        return self._name

    @property
    def dtype(self):
        return self._dtype

    @property
    def parameters(self):
        """The arguments it was made with (``self``, ``__class__`` and the like left out: a
        subclass may pass its ``locals()``)."""
        return {k: v for k, v in self._parameters.items()
                if not k.startswith("__") and k != "self"}

    @property
    def reparameterization_type(self):
        return self._reparameterization_type

    @property
    def allow_nan_stats(self):
        return self._allow_nan_stats

    @property
    def validate_args(self):
        return self._validate_args

    def copy(self, **override_parameters_kwargs):
        """The same distribution made again, with some arguments changed."""
        return type(self)(**dict(self.parameters, **override_parameters_kwargs))

    # Shapes: static ones from the subclass, tensors built from them when they are known.
    @property
    def batch_shape(self):
        return self._batch_shape()

    @property
    def event_shape(self):
        return self._event_shape()

    def _batch_shape(self):
        return TensorShape(None)

    def _event_shape(self):
        return TensorShape(None)

    def batch_shape_tensor(self, name="batch_shape_tensor"):
        with self._name_scope(name):
            if self.batch_shape.is_fully_defined():
                return convert_to_tensor(self.batch_shape.as_list(), dtype=dtypes.int32,
                                         name="batch_shape")
            return self._batch_shape_tensor()

    def event_shape_tensor(self, name="event_shape_tensor"):
        with self._name_scope(name):
            if self.event_shape.is_fully_defined():
                return convert_to_tensor(self.event_shape.as_list(), dtype=dtypes.int32,
                                         name="event_shape")
            return self._event_shape_tensor()

    def is_scalar_event(self, name="is_scalar_event"):
        with self._name_scope(name):
            return convert_to_tensor(self.event_shape.ndims == 0, name="is_scalar_event")

    def is_scalar_batch(self, name="is_scalar_batch"):
        with self._name_scope(name):
            return convert_to_tensor(self.batch_shape.ndims == 0, name="is_scalar_batch")

    # Sampling.
    def sample(self, sample_shape=(), seed=None, name="sample"):
        """Draws of shape ``sample_shape + batch_shape + event_shape``."""
        with self._name_scope(name, values=[sample_shape]):
            sample_shape = convert_to_tensor(sample_shape, dtype=dtypes.int32,
                                             name="sample_shape")
            static = constant_value(sample_shape)
            n = (reduce_prod(sample_shape) if static is None
                 else np.prod(static, dtype=np.int32))
            ndims = sample_shape.shape.ndims
            if ndims is None:
                sample_shape = reshape(sample_shape, [-1])
            elif ndims == 0:
                sample_shape = (reshape(sample_shape, [1]) if static is None else
                                convert_to_tensor(np.array([static], np.int32),
                                                  name="sample_shape"))
            elif ndims != 1:
                raise ValueError("Input is neither scalar nor vector.")
            samples = self._sample_n(n, seed)
            final_shape = concat([sample_shape, shape(samples)[1:]], 0)
            samples = reshape(samples, final_shape)
            known = TensorShape(constant_value(sample_shape))
            samples.set_shape(known.concatenate(self.batch_shape).concatenate(
                self.event_shape))
            return samples

    # Densities and their relatives, each falling back on its twin.
    def _value_method(self, name, value, method, fallback=None):
        with self._name_scope(name, values=[value]):
            value = convert_to_tensor(value, name="value", preferred_dtype=self.dtype)
            try:
                return getattr(self, method)(value)
            except NotImplementedError as original:
                if fallback is None:
                    raise
                try:
                    return fallback(value)
                except NotImplementedError:
                    raise original from None

    def log_prob(self, value, name="log_prob"):
        return self._value_method(name, value, "_log_prob", lambda v: log(self._prob(v)))

    def prob(self, value, name="prob"):
        return self._value_method(name, value, "_prob", lambda v: exp(self._log_prob(v)))

    def log_cdf(self, value, name="log_cdf"):
        return self._value_method(name, value, "_log_cdf", lambda v: log(self._cdf(v)))

    def cdf(self, value, name="cdf"):
        return self._value_method(name, value, "_cdf", lambda v: exp(self._log_cdf(v)))

    def log_survival_function(self, value, name="log_survival_function"):
        return self._value_method(name, value, "_log_survival_function",
                                  lambda v: log1p(-self.cdf(v)))

    def survival_function(self, value, name="survival_function"):
        return self._value_method(name, value, "_survival_function",
                                  lambda v: 1. - self.cdf(v))

    def quantile(self, value, name="quantile"):
        return self._value_method(name, value, "_quantile")

    # Statistics.
    def _statistic(self, name, method, fallback=None):
        with self._name_scope(name):
            try:
                return getattr(self, method)()
            except NotImplementedError as original:
                if fallback is None:
                    raise
                try:
                    return fallback()
                except NotImplementedError:
                    raise original from None

    def entropy(self, name="entropy"):
        return self._statistic(name, "_entropy")

    def mean(self, name="mean"):
        return self._statistic(name, "_mean")

    def mode(self, name="mode"):
        return self._statistic(name, "_mode")

    def covariance(self, name="covariance"):
        return self._statistic(name, "_covariance")

    def variance(self, name="variance"):
        return self._statistic(name, "_variance", lambda: square(self._stddev()))

    def stddev(self, name="stddev"):
        return self._statistic(name, "_stddev", lambda: sqrt(self._variance()))

    def cross_entropy(self, other, name="cross_entropy"):
        from . import kullback_leibler
        with self._name_scope(name):
            return kullback_leibler.cross_entropy(self, other,
                                                  allow_nan_stats=self.allow_nan_stats)

    def kl_divergence(self, other, name="kl_divergence"):
        from . import kullback_leibler
        with self._name_scope(name):
            return kullback_leibler.kl_divergence(self, other,
                                                  allow_nan_stats=self.allow_nan_stats)

    @contextlib.contextmanager
    def _name_scope(self, name=None, values=None):
        """The distribution's own scope, then ``name`` inside it."""
        with name_scope(self.name):
            with name_scope(name, values=(list(values or []) + self._graph_parents)) as scope:
                yield scope

    def __str__(self):
        batch = self.batch_shape
        event = self.event_shape
        return ("tfp.distributions.%s(\"%s\"%s%s, dtype=%s)" % (
            type(self).__name__, self.name,
            ", batch_shape=%s" % batch if batch.ndims is not None else "",
            ", event_shape=%s" % event if event.ndims is not None else "", self.dtype.name))

    def __repr__(self):
        return "<tfp.distributions.%s '%s' batch_shape=%s event_shape=%s dtype=%s>" % (
            type(self).__name__, self.name, self.batch_shape, self.event_shape,
            self.dtype.name)


def _not_written(what):
    def method(self, *args):
        raise NotImplementedError("%s is not implemented: %s" % (what, type(self).__name__))
    method.__name__ = "_" + what
    return method


# The private parts a subclass may write; unwritten, they say so as TF does.
for _what in ("batch_shape_tensor", "event_shape_tensor", "sample_n", "log_prob", "prob",
              "log_cdf", "cdf", "log_survival_function", "survival_function", "entropy",
              "mean", "quantile", "variance", "stddev", "covariance", "mode"):
    setattr(Distribution, "_" + _what, _not_written(_what))
del _what


class ScalarEvent:
    """For a distribution of single numbers: each event is a scalar, of shape []."""

    def _event_shape_tensor(self):
        return constant([], dtype=dtypes.int32)

    def _event_shape(self):
        return TensorShape([])


class LocationScale(ScalarEvent, Distribution):
    """A distribution of single numbers given by a ``loc`` and a ``scale`` (Normal, Laplace):
    they are kept as ``<name>/loc`` and ``<name>/scale`` (behind ``assert_positive(scale)``
    with ``validate_args``), and the batch is their broadcast shape. ``parameters`` are the
    subclass's arguments, as ``copy`` makes it again."""

    def __init__(self, loc, scale, validate_args, allow_nan_stats, name, parameters):
        with name_scope(name, values=[loc, scale]) as name:
            with control_dependencies([assert_positive(scale)] if validate_args else []):
                self._loc = identity(loc, name="loc")
                self._scale = identity(scale, name="scale")
                assert_same_float_dtype([self._loc, self._scale])
        super().__init__(dtype=self._scale.dtype, reparameterization_type=FULLY_REPARAMETERIZED,
                         validate_args=validate_args, allow_nan_stats=allow_nan_stats,
                         parameters=parameters, graph_parents=[self._loc, self._scale],
                         name=name)

    loc = property(lambda self: self._loc, doc="The location: the mean, the median.")
    scale = property(lambda self: self._scale, doc="How far the values spread.")

    def _batch_shape_tensor(self):
        return broadcast_dynamic_shape(shape(self.loc), shape(self.scale))

    def _batch_shape(self):
        return broadcast_static_shape(self.loc.shape, self.scale.shape)
