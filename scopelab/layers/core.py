"""``tf.layers.dense``, ``dropout`` and ``flatten``, as functions and as classes.

Mirrors ``legacy_tf_layers/core.py`` over Keras's Dense, Dropout and Flatten. ``dense`` makes
``kernel`` [in, units] (glorot-uniform unless the scope or the call says otherwise) and
``bias`` [units] (zeros), and computes ``activation(inputs @ kernel + bias)`` as
``<layer>/MatMul``, ``<layer>/BiasAdd`` and the activation's op. Inputs of rank 3 or more are
multiplied along their last axis through ``<layer>/Tensordot/...`` (a reshape to a matrix and
back). ``dropout`` is the identity (``dropout/Identity``) unless ``training`` is true; a bool
tensor as ``training`` builds a ``tf.cond`` of both. ``flatten`` keeps the batch axis and
multiplies out the rest, keeping as many static sizes as it can.
Left out: sparse and ragged inputs, ``channels_first`` flattening.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None, 2, 3])
...     h = tf.layers.dense(tf.layers.flatten(x), 4, activation=tf.nn.relu)
...     d = tf.layers.dropout(h, rate=0.5, training=False)
>>> h.name, h.shape.as_list(), d.name, [v.name for v in g.get_collection("variables")]
('dense/Relu:0', [None, 4], 'dropout/Identity:0', ['dense/kernel:0', 'dense/bias:0'])
"""
import functools
import numbers
import operator

from .. import dtypes
from ..initializers import zeros_initializer
from ..ops import array_ops, math_ops, nn_ops, reduction_ops
from ..ops.core import constant, convert_to_tensor
from ..ops.dropout_ops import dropout as nn_dropout
from ..ops.indexing_ops import concat, gather, stack, transpose
from . import by_name
from .base import Layer, smart_cond
from .input_spec import InputSpec


class Dense(Layer):
    """``activation(inputs @ kernel + bias)``."""

    def __init__(self, units, activation=None, use_bias=True, kernel_initializer=None,
                 bias_initializer=zeros_initializer(), kernel_regularizer=None,
                 bias_regularizer=None, activity_regularizer=None, kernel_constraint=None,
                 bias_constraint=None, trainable=True, name=None, **kwargs):
        super().__init__(trainable=trainable, name=name,
                         activity_regularizer=activity_regularizer, **kwargs)
        self.units = int(units)
        if self.units <= 0:
            raise ValueError("Received an invalid value for `units`, expected a positive "
                             "integer. Received: units=%s" % (units,))
        self.activation, self.use_bias = by_name.activation(activation), use_bias
        self.kernel_initializer = by_name.initializer(kernel_initializer)
        self.bias_initializer = by_name.initializer(bias_initializer)
        self.kernel_regularizer, self.bias_regularizer = kernel_regularizer, bias_regularizer
        self.kernel_constraint, self.bias_constraint = kernel_constraint, bias_constraint
        self.input_spec = InputSpec(min_ndim=2)

    def build(self, input_shape):
        dtype = self._dtype or dtypes.float32
        if not dtype.is_floating:
            raise TypeError("A Dense layer can only be built with a floating-point dtype. "
                            "Received: dtype=%s" % (dtype,))
        last = input_shape.dims[-1] if input_shape.dims else None
        if last is None:
            raise ValueError("The last dimension of the inputs to a Dense layer should be "
                             "defined. Found None. Full input shape received: %s"
                             % (input_shape,))
        self.input_spec = InputSpec(min_ndim=2, axes={-1: last})
        self.kernel = self.add_weight("kernel", [last, self.units],
                                      initializer=self.kernel_initializer,
                                      regularizer=self.kernel_regularizer,
                                      constraint=self.kernel_constraint, dtype=dtype)
        self.bias = self.add_weight("bias", [self.units], initializer=self.bias_initializer,
                                    regularizer=self.bias_regularizer,
                                    constraint=self.bias_constraint,
                                    dtype=dtype) if self.use_bias else None

    def call(self, inputs):
        if inputs.dtype.base_dtype != self._dtype:
            inputs = math_ops.cast(inputs, self._dtype)
        rank = inputs.shape.ndims
        if rank in (2, None):
            outputs = math_ops.matmul(inputs, self.kernel)
        else:
            outputs = _tensordot_last_axis(inputs, self.kernel)
        if self.use_bias:
            outputs = nn_ops.bias_add(outputs, self.bias)
        return self.activation(outputs) if self.activation is not None else outputs


def _tensordot_last_axis(a, kernel):
    """``tf.tensordot(a, kernel, [[rank - 1], [0]])`` for a matrix ``kernel``: ``a`` reshaped
    to [batch, in], multiplied, and reshaped back, with TF's ops and names."""
    g = a.graph
    dims = a.shape.as_list()
    free_static, units = dims[:-1], kernel.shape.as_list()[1]
    with g.name_scope("Tensordot") as scope:
        if a.shape.is_fully_defined():
            rows = functools.reduce(operator.mul, free_static, 1)
            product = math_ops.matmul(array_ops.reshape(a, [rows, dims[-1]]), kernel)
            return array_ops.reshape(product, free_static + [units], name=scope)
        axes = constant([len(dims) - 1], dtypes.int32, name="axes", graph=g)
        free = constant(list(range(len(dims) - 1)), dtypes.int32, name="free", graph=g)
        shape = array_ops.shape(a)
        free_dims, axes_dims = gather(shape, free), gather(shape, axes)
        rows, depth = reduction_ops.reduce_prod(free_dims), reduction_ops.reduce_prod(axes_dims)
        perm, new_shape = concat([free, axes], 0), stack([rows, depth])
        flat = array_ops.reshape(transpose(a, perm), new_shape)
        product = math_ops.matmul(flat, kernel)
        units_t = convert_to_tensor([units], dtype=dtypes.int32)
        out = array_ops.reshape(product, concat([free_dims, units_t], 0), name=scope)
        out.set_shape(free_static + [units])
        return out


def dense(inputs, units, activation=None, use_bias=True, kernel_initializer=None,
          bias_initializer=zeros_initializer(), kernel_regularizer=None, bias_regularizer=None,
          activity_regularizer=None, kernel_constraint=None, bias_constraint=None,
          trainable=True, name=None, reuse=None):
    """A fully connected layer; ``name`` and ``reuse`` pick (and share) its variable scope."""
    return Dense(units, activation=activation, use_bias=use_bias,
                 kernel_initializer=kernel_initializer, bias_initializer=bias_initializer,
                 kernel_regularizer=kernel_regularizer, bias_regularizer=bias_regularizer,
                 activity_regularizer=activity_regularizer, kernel_constraint=kernel_constraint,
                 bias_constraint=bias_constraint, trainable=trainable, name=name, _scope=name,
                 _reuse=reuse)(inputs)


class Dropout(Layer):
    """Drops each entry with probability ``rate`` while training, scaling up the rest.

    ``seed`` is the op seed of the first call; each later call of the same layer uses the
    next integer, so two calls drop different entries.
    """

    def __init__(self, rate=0.5, noise_shape=None, seed=None, name=None, **kwargs):
        super().__init__(name=name, **kwargs)
        if isinstance(rate, (int, float)) and not 0 <= rate <= 1:
            raise ValueError("Invalid value %s received for `rate`, expected a value between 0 "
                             "and 1." % (rate,))
        self.rate, self.noise_shape, self.seed = rate, noise_shape, seed
        self._next_seed = seed

    def _noise_shape(self, inputs):
        if self.noise_shape is None:
            return None
        sizes = array_ops.shape(inputs)
        return convert_to_tensor([sizes[i] if n is None else n
                                  for i, n in enumerate(self.noise_shape)])

    def _take_seed(self):
        seed = self._next_seed
        if seed is not None:
            self._next_seed += 1
        return seed

    def call(self, inputs, training=False):
        if isinstance(self.rate, numbers.Real) and self.rate == 0:
            return array_ops.identity(inputs)

        def dropped():
            return nn_dropout(inputs, rate=self.rate, noise_shape=self._noise_shape(inputs),
                              seed=self._take_seed())
        return smart_cond(bool(training) if training is None else training, dropped,
                          lambda: array_ops.identity(inputs))


def dropout(inputs, rate=0.5, noise_shape=None, seed=None, training=False, name=None):
    """``inputs`` with entries dropped when ``training`` (a bool or a bool tensor)."""
    return Dropout(rate, noise_shape=noise_shape, seed=seed, name=name)(inputs,
                                                                          training=training)


class Flatten(Layer):
    """[batch, d1, d2, ...] -> [batch, d1 * d2 * ...]."""

    def __init__(self, data_format=None, name=None, **kwargs):
        super().__init__(name=name, **kwargs)
        if data_format not in (None, "channels_last"):
            raise ValueError("scopelab's Flatten reads channels_last data only; received "
                             "data_format=%r" % (data_format,))
        self.input_spec = InputSpec(min_ndim=1)

    def call(self, inputs):
        dims = inputs.shape.dims
        if dims is not None and len(dims) == 1:
            return array_ops.expand_dims(inputs, axis=1)
        rest = inputs.shape[1:]
        if rest.is_fully_defined():
            size = functools.reduce(operator.mul, rest.as_list(), 1)
            target = constant([-1, size])
        elif dims is not None and dims[0] is not None:
            target = constant([int(dims[0]), -1])
        else:
            target = [array_ops.shape(inputs)[0], -1]
        return array_ops.reshape(inputs, target)


def flatten(inputs, name=None, data_format="channels_last"):
    """Flattens all but the first axis."""
    return Flatten(name=name, data_format=data_format)(inputs)
