"""``tf.layers.batch_normalization``: normalize by the batch while training, by moving averages
after.

Mirrors ``legacy_tf_layers/normalization.py`` over Keras's BatchNormalization (its TF1
behaviour). The layer makes ``gamma`` (ones) and ``beta`` (zeros), trainable, and
``moving_mean`` (zeros) and ``moving_variance`` (ones): global variables that no optimizer
touches (not trainable, and not in MOVING_AVERAGE_VARIABLES either).

- ``training=True``: the output is normalized by the batch's own mean and variance, and two
  update ops move the averages towards them, ``moving -= (moving - batch) * (1 - momentum)``
  (``<layer>/AssignMovingAvg``, ``AssignMovingAvg_1``). They land in
  ``tf.GraphKeys.UPDATE_OPS``, and nothing runs them unless you do: the classic pattern is
  ``with tf.control_dependencies(tf.get_collection(tf.GraphKeys.UPDATE_OPS)): train = ...``.
- ``training=False``: normalized by the moving averages; no update ops.
- a bool tensor: both, chosen when run, through ``tf.cond``.

4-D inputs normalized over the last (or second) axis use one ``FusedBatchNormV3`` op
(``ops/batch_norm_ops.py``); the fused op's variance, used for the moving average, is the
unbiased one. Other inputs use ``tf.nn.moments`` and ``tf.nn.batch_normalization``.
Left out: renorm, virtual batches, adjustments, several axes, half-precision inputs.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None, 3])
...     y = tf.layers.batch_normalization(x, training=True)
>>> [v.name for v in g.get_collection("trainable_variables")], [
...     op.name for op in g.get_collection(tf.GraphKeys.UPDATE_OPS)]
(['batch_normalization/gamma:0', 'batch_normalization/beta:0'], \
['batch_normalization/AssignMovingAvg', 'batch_normalization/AssignMovingAvg_1'])
"""
from .. import dtypes
from ..default_graph import get_default_graph
from ..initializers import ones_initializer, zeros_initializer
from ..ops import array_ops, batch_norm_ops, math_ops, state_ops
from ..ops.core import constant, convert_to_tensor, static_value
from ..variables import VariableAggregation, VariableSynchronization
from . import by_name
from .base import Layer, smart_cond
from .input_spec import InputSpec, dimensions_text


class BatchNormalization(Layer):
    """Batch normalization over all axes but ``axis`` (the channels)."""

    def __init__(self, axis=-1, momentum=0.99, epsilon=1e-3, center=True, scale=True,
                 beta_initializer=zeros_initializer(), gamma_initializer=ones_initializer(),
                 moving_mean_initializer=zeros_initializer(),
                 moving_variance_initializer=ones_initializer(), beta_regularizer=None,
                 gamma_regularizer=None, beta_constraint=None, gamma_constraint=None,
                 trainable=True, name=None, fused=None, **kwargs):
        super().__init__(trainable=trainable, name=name, **kwargs)
        if isinstance(axis, (list, tuple)) and len(axis) != 1:
            raise ValueError("scopelab's batch normalization takes one axis; received axis=%r"
                             % (axis,))
        self.axis = axis[0] if isinstance(axis, (list, tuple)) else int(axis)
        self.momentum, self.epsilon = momentum, epsilon
        self.center, self.scale, self.fused = center, scale, fused
        self.beta_initializer = by_name.initializer(beta_initializer)
        self.gamma_initializer = by_name.initializer(gamma_initializer)
        self.moving_mean_initializer = by_name.initializer(moving_mean_initializer)
        self.moving_variance_initializer = by_name.initializer(moving_variance_initializer)
        self.beta_regularizer, self.gamma_regularizer = beta_regularizer, gamma_regularizer
        self.beta_constraint, self.gamma_constraint = beta_constraint, gamma_constraint

    def build(self, input_shape):
        rank = input_shape.ndims
        if rank is None:
            raise ValueError("Input has undefined rank. Received: input_shape=%s."
                             % (input_shape,))
        if not -rank <= self.axis < rank:
            raise ValueError("Invalid value for `axis` argument. Expected 0 <= axis < "
                             "inputs.rank (with inputs.rank=%d). Received: axis=(%d,)"
                             % (rank, self.axis))
        self.axis %= rank
        # The fused op computes in float32 (float16 inputs included), never in float64.
        self.fused = (self.fused is not False and rank == 4 and self.axis in (1, 3)
                      and self._dtype in (dtypes.float16, dtypes.float32))
        size = input_shape.dims[self.axis]
        if size is None:
            raise ValueError("Input has undefined `axis` dimension. Received input with shape "
                             "%s and axis=(%d,)" % (dimensions_text(input_shape), self.axis))
        self.input_spec = InputSpec(ndim=rank, axes={self.axis: size})
        param = self._param_dtype()
        self.gamma = self.add_weight("gamma", (size,), dtype=param,
                                     initializer=self.gamma_initializer,
                                     regularizer=self.gamma_regularizer,
                                     constraint=self.gamma_constraint,
                                     trainable=True) if self.scale else None
        self.beta = self.add_weight("beta", (size,), dtype=param,
                                    initializer=self.beta_initializer,
                                    regularizer=self.beta_regularizer,
                                    constraint=self.beta_constraint,
                                    trainable=True) if self.center else None
        # Partitioning would split the averages; TF switches the scope's partitioner off.
        partitioner = self._scope.partitioner
        self._scope.set_partitioner(None)
        try:
            self.moving_mean, self.moving_variance = [
                self.add_weight(name, (size,), dtype=param, initializer=init, trainable=False,
                                synchronization=VariableSynchronization.ON_READ,
                                aggregation=VariableAggregation.MEAN)
                for name, init in (("moving_mean", self.moving_mean_initializer),
                                   ("moving_variance", self.moving_variance_initializer))]
        finally:
            self._scope.set_partitioner(partitioner)

    def _param_dtype(self):
        if self._dtype in (dtypes.float16, None):
            return dtypes.float32
        return self._dtype

    def call(self, inputs, training=False):
        training = False if training is None else training
        if self.fused:
            return self._fused(inputs, training)
        ndims = inputs.shape.ndims
        reduction_axes = [i for i in range(ndims) if i != self.axis]
        shape = [1] * ndims
        shape[self.axis] = inputs.shape.dims[self.axis]

        def broadcast(v):
            # Per-channel vectors line up with the last axis by themselves; others reshape.
            if v is not None and reduction_axes != list(range(ndims - 1)):
                return array_ops.reshape(v, shape)
            return v
        scale, offset = broadcast(self.gamma), broadcast(self.beta)
        if _known(training) is False:
            mean, variance = self.moving_mean, self.moving_variance
        else:
            batch_mean, batch_variance = batch_norm_ops.moments(inputs, reduction_axes)
            mean = smart_cond(training, lambda: batch_mean,
                              lambda: convert_to_tensor(self.moving_mean))
            variance = smart_cond(training, lambda: batch_variance,
                                  lambda: convert_to_tensor(self.moving_variance))
            self.add_update(lambda: self._update(training, self.moving_mean, mean))
            self.add_update(lambda: self._update(training, self.moving_variance, variance))
        # Casts to the input's dtype; a partitioned gamma or beta is concatenated here.
        mean, variance = math_ops.cast(mean, inputs.dtype), math_ops.cast(variance, inputs.dtype)
        offset = math_ops.cast(offset, inputs.dtype) if offset is not None else None
        scale = math_ops.cast(scale, inputs.dtype) if scale is not None else None
        outputs = batch_norm_ops.batch_normalization(inputs, broadcast(mean), broadcast(variance),
                                                     offset, scale, self.epsilon)
        outputs.set_shape(inputs.shape)
        return outputs

    def _update(self, training, variable, value):
        return smart_cond(training, lambda: _assign_moving_average(variable, value,
                                                                   self.momentum),
                          lambda: variable)

    def _fused(self, inputs, training):
        param = self._param_dtype()
        shape = [int(self.gamma.shape[0] if self.scale else self.moving_mean.shape[0])]
        offset = self.beta if self.center else constant(0.0, param, shape=shape)
        scale = self.gamma if self.scale else constant(1.0, param, shape=shape)
        data_format = "NCHW" if self.axis == 1 else "NHWC"

        def normalize(is_training):
            return lambda: batch_norm_ops.fused_batch_norm(
                inputs, scale, offset, mean=self.moving_mean, variance=self.moving_variance,
                epsilon=self.epsilon, is_training=is_training, data_format=data_format)
        output, mean, variance = smart_cond(training, normalize(True), normalize(False))
        known = _known(training)
        if known is not False:
            if known is None:
                momentum = smart_cond(training, lambda: self.momentum, lambda: 1.0)
            else:
                momentum = convert_to_tensor(self.momentum)
            self.add_update(lambda: _assign_moving_average(self.moving_mean, mean, momentum))
            self.add_update(lambda: _assign_moving_average(self.moving_variance, variance,
                                                           momentum))
        return output


def _known(training):
    """``training`` as a Python bool if it is known while building, else None."""
    if hasattr(training, "op"):
        value = static_value(training)
        return None if value is None else bool(value)
    return bool(training)


def _assign_moving_average(variable, value, momentum):
    """``variable -= (variable - value) * (1 - momentum)``, as ``AssignMovingAvg``."""
    g = get_default_graph()
    with g.name_scope("AssignMovingAvg") as scope:
        with g.colocate_with(variable.op):
            decay = convert_to_tensor(1.0 - momentum, name="decay")
            if decay.dtype.base_dtype != variable.dtype.base_dtype:
                decay = math_ops.cast(decay, variable.dtype.base_dtype)
            delta = (variable - value) * decay
            return state_ops.assign_sub(variable, delta, name=scope)


def batch_normalization(inputs, axis=-1, momentum=0.99, epsilon=1e-3, center=True, scale=True,
                        beta_initializer=zeros_initializer(),
                        gamma_initializer=ones_initializer(),
                        moving_mean_initializer=zeros_initializer(),
                        moving_variance_initializer=ones_initializer(), beta_regularizer=None,
                        gamma_regularizer=None, beta_constraint=None, gamma_constraint=None,
                        training=False, trainable=True, name=None, reuse=None, fused=None):
    """Batch-normalizes ``inputs``; see the module docstring for ``training``."""
    layer = BatchNormalization(
        axis=axis, momentum=momentum, epsilon=epsilon, center=center, scale=scale,
        beta_initializer=beta_initializer, gamma_initializer=gamma_initializer,
        moving_mean_initializer=moving_mean_initializer,
        moving_variance_initializer=moving_variance_initializer,
        beta_regularizer=beta_regularizer, gamma_regularizer=gamma_regularizer,
        beta_constraint=beta_constraint, gamma_constraint=gamma_constraint,
        trainable=trainable, name=name, fused=fused, _scope=name, _reuse=reuse)
    return layer(inputs, training=training)
