"""``tf.layers.separable_conv2d`` and ``separable_conv1d``, as functions and classes.

Mirrors ``legacy_tf_layers/convolutional.py`` over Keras's SeparableConv2D and
SeparableConv1D. A separable layer makes ``depthwise_kernel`` [kernel_size..., in_channels,
depth_multiplier], ``pointwise_kernel`` [1..., in_channels * depth_multiplier, filters] and
``bias`` [filters], and builds ``tf.nn.separable_conv2d`` inside its scope
(``<layer>/separable_conv2d/depthwise`` then the 1 x 1 ``<layer>/separable_conv2d``,
``ops/depthwise_conv_ops.py``), then ``<layer>/BiasAdd`` and the activation. A
``dilation_rate`` above 1 goes through the space-to-batch deal, as in TF1.
``separable_conv1d`` reads a sequence as an image one pixel high: it inserts that axis into
the input and both kernels (``ExpandDims``, ``_1``, ``_2``), adds the bias, then squeezes the
axis out; its stride repeats along the unit axis, since TF's depthwise kernel wants equal
strides.
Left out: channels_first, causal padding.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     img = tf.placeholder(tf.float32, [None, 8, 8, 3])
...     y = tf.layers.separable_conv2d(img, 4, 3, padding="same", depth_multiplier=2)
>>> y.name, [v.name for v in g.get_collection("variables")]
('separable_conv2d/BiasAdd:0', ['separable_conv2d/depthwise_kernel:0', \
'separable_conv2d/pointwise_kernel:0', 'separable_conv2d/bias:0'])
"""
from ..initializers import zeros_initializer
from ..ops import nn_ops
from ..ops.array_ops import expand_dims
from ..ops.depthwise_conv_ops import separable_conv2d as nn_separable_conv2d
from ..ops.indexing_ops import squeeze
from ..ops.window_taps import out_length
from ..core.shapes import TensorShape
from . import by_name
from .base import normalize_tuple
from .convolutional import _Conv, _functional
from .input_spec import InputSpec


class _SeparableConv(_Conv):
    """What SeparableConv1D and SeparableConv2D share: a depthwise and a pointwise kernel."""

    def __init__(self, filters, kernel_size, strides=1, padding="valid",
                 data_format="channels_last", dilation_rate=1, depth_multiplier=1,
                 activation=None, use_bias=True, depthwise_initializer=None,
                 pointwise_initializer=None, bias_initializer=zeros_initializer(),
                 depthwise_regularizer=None, pointwise_regularizer=None, bias_regularizer=None,
                 activity_regularizer=None, depthwise_constraint=None, pointwise_constraint=None,
                 bias_constraint=None, trainable=True, name=None, **kwargs):
        super().__init__(filters, kernel_size, strides=strides, padding=padding,
                         data_format=data_format, activation=activation, use_bias=use_bias,
                         bias_initializer=bias_initializer, bias_regularizer=bias_regularizer,
                         activity_regularizer=activity_regularizer,
                         bias_constraint=bias_constraint, trainable=trainable, name=name,
                         **kwargs)
        self.dilation_rate = normalize_tuple(dilation_rate, self.rank, "dilation_rate")
        self.depth_multiplier = int(depth_multiplier)
        self.depthwise_initializer = by_name.initializer(depthwise_initializer)
        self.pointwise_initializer = by_name.initializer(pointwise_initializer)
        self.depthwise_regularizer = depthwise_regularizer
        self.pointwise_regularizer = pointwise_regularizer
        self.depthwise_constraint = depthwise_constraint
        self.pointwise_constraint = pointwise_constraint

    def build(self, input_shape):
        channels = self._channels(input_shape)
        self.input_spec = InputSpec(ndim=self.rank + 2, axes={-1: channels})
        self.depthwise_kernel = self.add_weight(
            "depthwise_kernel", self.kernel_size + (channels, self.depth_multiplier),
            initializer=self.depthwise_initializer, regularizer=self.depthwise_regularizer,
            constraint=self.depthwise_constraint, dtype=self._dtype)
        self.pointwise_kernel = self.add_weight(
            "pointwise_kernel", (1,) * self.rank + (channels * self.depth_multiplier,
                                                    self.filters),
            initializer=self.pointwise_initializer, regularizer=self.pointwise_regularizer,
            constraint=self.pointwise_constraint, dtype=self._dtype)
        self.bias = self._make_bias()

    def compute_output_shape(self, input_shape):
        dims = input_shape.as_list()
        sizes = [out_length(n, k, s, self.padding.upper(), d) for n, k, s, d in
                 zip(dims[1:-1], self.kernel_size, self.strides, self.dilation_rate)]
        return TensorShape(dims[:1] + sizes + [self.filters])


class SeparableConv2D(_SeparableConv):
    """A depthwise convolution of each channel, then a 1 x 1 convolution mixing them."""

    def call(self, inputs):
        outputs = nn_separable_conv2d(inputs, self.depthwise_kernel, self.pointwise_kernel,
                                      (1,) + self.strides + (1,), self.padding.upper(),
                                      rate=self.dilation_rate, data_format="NHWC")
        if self.use_bias:
            outputs = nn_ops.bias_add(outputs, self.bias, data_format="NHWC")
        return self.activation(outputs) if self.activation is not None else outputs


class SeparableConv1D(_SeparableConv):
    """The separable convolution of a sequence: an image one pixel high."""

    rank = 1

    def call(self, inputs):
        outputs = nn_separable_conv2d(
            expand_dims(inputs, 1), expand_dims(self.depthwise_kernel, 0),
            expand_dims(self.pointwise_kernel, 0), (1,) + self.strides * 2 + (1,),
            self.padding.upper(), rate=(1,) + self.dilation_rate, data_format="NHWC")
        if self.use_bias:
            outputs = nn_ops.bias_add(outputs, self.bias, data_format="NHWC")
        outputs = squeeze(outputs, [1])
        return self.activation(outputs) if self.activation is not None else outputs


separable_conv2d = _functional(SeparableConv2D)
separable_conv2d.__doc__ = "A separable 2-D convolution layer on [batch, h, w, channels] inputs."
separable_conv1d = _functional(SeparableConv1D)
separable_conv1d.__doc__ = "A separable 1-D convolution layer on [batch, width, channels] inputs."
