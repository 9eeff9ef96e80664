"""``tf.layers.conv1d``, ``conv2d``, ``conv3d``, ``conv2d_transpose`` and ``conv3d_transpose``,
as functions and classes.

Mirrors ``legacy_tf_layers/convolutional.py`` over Keras's Conv1D, Conv2D, Conv3D,
Conv2DTranspose and Conv3DTranspose (whose kernel is [d, h, w, filters, in_channels]).
A convolution layer makes ``kernel`` [kernel_size..., in_channels, filters] and ``bias``
[filters]; ``conv2d`` builds ``<layer>/Conv2D`` then ``<layer>/BiasAdd`` and the activation.
``conv3d`` builds ``<layer>/Conv3D`` (``ops/conv3d_ops.py``) on NDHWC volumes.
``conv1d`` goes through ``<layer>/Conv1D/`` (a Conv2D on a one-pixel-high image,
``ops/convolution_ops.py``). ``conv2d_transpose``'s kernel is [h, w, filters, in_channels];
the output shape it asks for is computed from the input's (``<layer>/Shape``, ``stack``),
since the batch size is only known when run: SAME padding multiplies each side by the
stride, VALID adds ``max(kernel - stride, 0)``.
A ``dilation_rate`` above 1 builds ``tf.nn.convolution``'s space-to-batch deal inside the op's
scope (``<layer>/Conv2D/SpaceToBatchND``, ``ops/dilated_conv_ops.py``), as Keras does.
Left out: channels_first, groups, causal padding, dilated Conv2DTranspose and Conv3DTranspose,
output_padding. Separable convolutions are in ``separable_convolutional.py``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     img = tf.placeholder(tf.float32, [None, 28, 28, 1])
...     c = tf.layers.conv2d(img, 8, 5, padding="same", activation=tf.nn.relu)
...     up = tf.layers.conv2d_transpose(c, 4, 3, strides=2, padding="same")
>>> c.name, c.shape.as_list(), up.shape.as_list(), g.get_collection("variables")[2].shape.as_list()
('conv2d/Relu:0', [None, 28, 28, 8], [None, 56, 56, 4], [3, 3, 4, 8])
"""
from ..initializers import zeros_initializer
from ..ops import array_ops, nn_ops
from ..ops.conv3d_ops import conv3d as nn_conv3d
from ..ops.conv3d_ops import conv3d_transpose as nn_conv3d_transpose
from ..ops.convolution_ops import conv1d as nn_conv1d
from ..ops.convolution_ops import conv2d_transpose as nn_conv2d_transpose
from ..ops.dilated_conv_ops import convolution
from ..ops.indexing_ops import stack
from ..core.shapes import TensorShape
from . import by_name
from .base import Layer, normalize_padding, normalize_tuple
from .input_spec import InputSpec


class _Conv(Layer):
    """What Conv1D and Conv2D share: arguments, variables, bias and activation."""

    rank = 2

    def __init__(self, filters, kernel_size, strides=1, padding="valid",
                 data_format="channels_last", dilation_rate=1, activation=None, use_bias=True,
                 kernel_initializer=None, bias_initializer=zeros_initializer(),
                 kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, trainable=True, name=None,
                 **kwargs):
        super().__init__(trainable=trainable, name=name,
                         activity_regularizer=activity_regularizer, **kwargs)
        if filters is not None and int(filters) <= 0:
            raise ValueError("Invalid value for argument `filters`. Expected a strictly "
                             "positive value. Received filters=%s." % (filters,))
        self.filters = int(filters)
        self.kernel_size = normalize_tuple(kernel_size, self.rank, "kernel_size")
        self.strides = normalize_tuple(strides, self.rank, "strides")
        self.padding = normalize_padding(padding)
        if not all(self.kernel_size):
            raise ValueError("The argument `kernel_size` cannot contain 0(s). Received: %s"
                             % (self.kernel_size,))
        if not all(self.strides):
            raise ValueError("The argument `strides` cannot contains 0(s). Received: %s"
                             % (self.strides,))
        if data_format not in (None, "channels_last"):
            raise ValueError("scopelab's convolution layers read channels_last data only; "
                             "received data_format=%r" % (data_format,))
        self.dilation_rate = normalize_tuple(dilation_rate, self.rank, "dilation_rate")
        self.activation, self.use_bias = by_name.activation(activation), use_bias
        self.kernel_initializer = by_name.initializer(kernel_initializer)
        self.bias_initializer = by_name.initializer(bias_initializer)
        self.kernel_regularizer, self.bias_regularizer = kernel_regularizer, bias_regularizer
        self.kernel_constraint, self.bias_constraint = kernel_constraint, bias_constraint
        self.input_spec = InputSpec(min_ndim=self.rank + 2)

    def _channels(self, input_shape):
        channels = input_shape.dims[-1]
        if channels is None:
            raise ValueError("The channel dimension of the inputs should be defined. The "
                             "input_shape received is %s, where axis -1 (0-based) is the channel "
                             "dimension, which found to be `None`." % (input_shape,))
        return channels

    def build(self, input_shape):
        channels = self._channels(input_shape)
        self.compute_output_shape(input_shape)
        self._make_weights(self.kernel_size + (channels, self.filters))
        self.input_spec = InputSpec(min_ndim=self.rank + 2, axes={-1: channels})

    def _make_weights(self, kernel_shape):
        self.kernel = self.add_weight("kernel", kernel_shape,
                                      initializer=self.kernel_initializer,
                                      regularizer=self.kernel_regularizer,
                                      constraint=self.kernel_constraint, dtype=self._dtype)
        self.bias = self._make_bias()

    def _make_bias(self):
        """The ``bias`` variable, one per filter, or None without ``use_bias``."""
        if not self.use_bias:
            return None
        return self.add_weight("bias", (self.filters,), initializer=self.bias_initializer,
                               regularizer=self.bias_regularizer,
                               constraint=self.bias_constraint, dtype=self._dtype)

    def compute_output_shape(self, input_shape):
        dims = input_shape.as_list()
        # A dilated kernel spans (k - 1) * d + 1 pixels.
        sizes = [_conv_length(n, (k - 1) * d + 1, self.padding, s) for n, k, s, d in
                 zip(dims[1:-1], self.kernel_size, self.strides, self.dilation_rate)]
        if any(n is not None and n < 0 for n in sizes):
            raise ValueError("One of the dimensions in the output is <= 0 due to downsampling "
                             "in %s. Consider increasing the input size. Received input shape "
                             "%s which would produce output shape with a zero or negative "
                             "value in a dimension." % (self._name, dims))
        return TensorShape(dims[:1] + sizes + [self.filters])

    def _dilated(self, inputs, op_name):
        """The convolution with holes, as ``tf.nn.convolution`` builds it."""
        return convolution(inputs, self.kernel, self.padding.upper(), strides=self.strides,
                           dilation_rate=self.dilation_rate, name=op_name)

    def call(self, inputs):
        outputs = self._convolve(inputs)
        if self.use_bias:
            outputs = nn_ops.bias_add(outputs, self.bias, data_format="NHWC")
        if inputs.shape.ndims:
            outputs.set_shape(self.compute_output_shape(inputs.shape))
        return self.activation(outputs) if self.activation is not None else outputs


def _conv_length(size, k, padding, stride):
    if size is None:
        return None
    length = size if padding == "same" else size - k + 1
    return (length + stride - 1) // stride


class Conv2D(_Conv):
    """2-D convolution over [batch, height, width, channels] images."""

    def __init__(self, filters, kernel_size, strides=(1, 1), padding="valid",
                 data_format="channels_last", dilation_rate=(1, 1), **kwargs):
        super().__init__(filters, kernel_size, strides=strides, padding=padding,
                         data_format=data_format, dilation_rate=dilation_rate, **kwargs)

    def _convolve(self, inputs):
        if self.dilation_rate != (1, 1):
            return self._dilated(inputs, "Conv2D")
        return nn_ops.conv2d(inputs, self.kernel, [1] + list(self.strides) + [1],
                             self.padding.upper(), name="Conv2D")


class Conv3D(_Conv):
    """3-D convolution over [batch, depth, height, width, channels] volumes."""

    rank = 3

    def _convolve(self, inputs):
        if self.dilation_rate != (1, 1, 1):
            return self._dilated(inputs, "Conv3D")
        return nn_conv3d(inputs, self.kernel, [1] + list(self.strides) + [1],
                         self.padding.upper(), name="Conv3D")


class Conv1D(_Conv):
    """1-D convolution over [batch, width, channels] sequences."""

    rank = 1

    def _convolve(self, inputs):
        if self.dilation_rate != (1,):
            return self._dilated(inputs, "Conv1D")
        return nn_conv1d(inputs, self.kernel, stride=list(self.strides),
                         padding=self.padding.upper(), name="Conv1D")


class Conv2DTranspose(Conv2D):
    """The transpose of a 2-D convolution: upsamples by ``strides``."""

    def __init__(self, filters, kernel_size, strides=(1, 1), padding="valid",
                 data_format="channels_last", **kwargs):
        super().__init__(filters, kernel_size, strides=strides, padding=padding,
                         data_format=data_format, **kwargs)
        if self.dilation_rate != (1, 1):
            raise ValueError("scopelab's Conv2DTranspose has no dilations; received "
                             "dilation_rate=%r" % (self.dilation_rate,))
        self.input_spec = InputSpec(ndim=4)

    def build(self, input_shape):
        if input_shape.ndims != 4:
            raise ValueError("Inputs should have rank 4. Received input_shape=%s."
                             % (input_shape,))
        channels = input_shape.dims[3]
        if channels is None:
            raise ValueError("The channel dimension of the inputs to `Conv2DTranspose` should "
                             "be defined. The input_shape received is %s, where axis 3 "
                             "(0-based) is the channel dimension, which found to be `None`."
                             % (input_shape,))
        self.input_spec = InputSpec(ndim=4, axes={3: channels})
        self._make_weights(self.kernel_size + (self.filters, channels))

    def compute_output_shape(self, input_shape):
        dims = input_shape.as_list()
        return TensorShape([dims[0]] + [
            _transposed_length(n, k, self.padding, s)
            for n, k, s in zip(dims[1:3], self.kernel_size, self.strides)] + [self.filters])

    def _convolve(self, inputs):
        sizes = array_ops.shape(inputs)
        batch, dims = sizes[0], inputs.shape.as_list()
        height = dims[1] if dims[1] is not None else sizes[1]
        width = dims[2] if dims[2] is not None else sizes[2]
        out_shape = stack([batch] + [
            _transposed_length(n, k, self.padding, s)
            for n, k, s in zip((height, width), self.kernel_size, self.strides)] + [self.filters])
        # Keras asks whether out_shape[0] is None: TF's graph keeps that slice, unused.
        out_shape[0]
        outputs = nn_conv2d_transpose(inputs, self.kernel, out_shape,
                                      [1] + list(self.strides) + [1],
                                      padding=self.padding.upper())
        outputs.set_shape(self.compute_output_shape(inputs.shape))
        return outputs

    def call(self, inputs):
        outputs = self._convolve(inputs)
        if self.use_bias:
            outputs = nn_ops.bias_add(outputs, self.bias, data_format="NHWC")
        return self.activation(outputs) if self.activation is not None else outputs


class Conv3DTranspose(Conv3D):
    """The transpose of a 3-D convolution: upsamples volumes by ``strides``. Unlike the 2-D
    layer, Keras reads every size from ``tf.shape`` of the input, known or not."""

    def __init__(self, filters, kernel_size, strides=(1, 1, 1), padding="valid",
                 data_format="channels_last", **kwargs):
        super().__init__(filters, kernel_size, strides=strides, padding=padding,
                         data_format=data_format, **kwargs)
        if self.dilation_rate != (1, 1, 1):
            raise ValueError("scopelab's Conv3DTranspose has no dilations; received "
                             "dilation_rate=%r" % (self.dilation_rate,))
        self.input_spec = InputSpec(ndim=5)

    def build(self, input_shape):
        if input_shape.ndims != 5:
            raise ValueError("Inputs should have rank 5, received input shape: %s"
                             % (input_shape,))
        channels = input_shape.dims[4]
        if channels is None:
            raise ValueError("The channel dimension of the inputs should be defined, found "
                             "None: %s" % (input_shape,))
        self.input_spec = InputSpec(ndim=5, axes={4: channels})
        self._make_weights(self.kernel_size + (self.filters, channels))

    def compute_output_shape(self, input_shape):
        dims = input_shape.as_list()
        return TensorShape([dims[0]] + [
            _transposed_length(n, k, self.padding, s)
            for n, k, s in zip(dims[1:4], self.kernel_size, self.strides)] + [self.filters])

    def call(self, inputs):
        sizes = array_ops.shape(inputs)
        batch, spatial = sizes[0], [sizes[1], sizes[2], sizes[3]]
        out_shape = stack([batch] + [
            _transposed_length(n, k, self.padding, s)
            for n, k, s in zip(spatial, self.kernel_size, self.strides)] + [self.filters])
        outputs = nn_conv3d_transpose(inputs, self.kernel, out_shape,
                                      [1] + list(self.strides) + [1],
                                      padding=self.padding.upper())
        outputs.set_shape(self.compute_output_shape(inputs.shape))
        if self.use_bias:
            outputs = nn_ops.bias_add(outputs, self.bias, data_format="NHWC")
        return self.activation(outputs) if self.activation is not None else outputs


def _transposed_length(size, k, padding, stride):
    """The output length of a transposed convolution (a Python int or a tensor)."""
    if size is None:
        return None
    if padding == "valid":
        return size * stride + max(k - stride, 0)
    return size * stride


def _functional(cls):
    """The function form of a convolution layer class (``tf.layers.conv2d`` of ``Conv2D``):
    it builds the layer, scoped by ``name``, and applies it once."""
    def layer(inputs, filters, kernel_size, *args, name=None, reuse=None, **kwargs):
        return cls(filters, kernel_size, *args, name=name, _scope=name, _reuse=reuse,
                   **kwargs)(inputs)
    return layer


conv1d = _functional(Conv1D)
conv1d.__doc__ = "A 1-D convolution layer on [batch, width, channels] inputs."
conv2d = _functional(Conv2D)
conv2d.__doc__ = "A 2-D convolution layer on [batch, height, width, channels] inputs."
conv3d = _functional(Conv3D)
conv3d.__doc__ = "A 3-D convolution layer on [batch, depth, height, width, channels] inputs."
conv3d_transpose = _functional(Conv3DTranspose)
conv3d_transpose.__doc__ = "A transposed 3-D convolution layer (upsamples volumes)."
conv2d_transpose = _functional(Conv2DTranspose)
conv2d_transpose.__doc__ = "A transposed 2-D convolution layer: the output is ``strides`` larger."
