"""``tf.nn.conv1d``, ``tf.nn.conv2d_transpose`` and ``tf.nn.conv1d_transpose``: convolutions
made of 2-D ones; and Conv2D's two backprop ops as TF1 offers them
(``tf.nn.conv2d_backprop_input``, ``_filter``).

Mirrors ``conv1d``, ``conv2d_transpose``, ``conv1d_transpose`` and ``conv2d_backprop_input`` /
``_filter`` of ``nn_ops.py`` (NWC / NHWC data).

- ``conv1d`` treats a sequence [batch, width, channels] as an image one pixel high: it inserts
  that axis into the input and the filter (``conv1d/ExpandDims``, ``ExpandDims_1``), runs a
  Conv2D named after the scope itself, and squeezes the axis out again (``conv1d/Squeeze``).
- ``conv2d_transpose`` ("deconvolution") runs a convolution backwards: every input pixel
  spreads its values over a window of the output through the filter, so strides *enlarge* the
  image. That is exactly the gradient of Conv2D with respect to its input, so the op is a
  ``Conv2DBackpropInput`` whose ``input_sizes`` is the output shape you ask for. Its filter is
  [h, w, out_channels, in_channels]: the Conv2D it reverses would map out to in.
- ``conv1d_transpose`` is that one pixel high, as ``conv1d`` is Conv2D: ExpandDims of the
  input and the filter, the output shape with a 1 put in (``concat``, of slices when it is a
  tensor), a Conv2DBackpropInput named after the scope itself, and ``Squeeze``.

Left out: NCW / NCHW, dilations, explicit paddings.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     up = tf.nn.conv2d_transpose(tf.ones([1, 2, 2, 1]), tf.ones([2, 2, 1, 1]), [1, 4, 4, 1],
...                                 strides=2)
...     seq = tf.nn.conv1d(tf.ones([1, 5, 1]), tf.ones([3, 1, 1]), stride=1, padding="VALID")
...     with tf.Session() as sess:
...         out = sess.run([up, seq])
>>> up.op.type, out[0][0, :, :, 0].tolist()[0], out[1][0, :, 0].tolist()
('Conv2DBackpropInput', [1.0, 1.0, 1.0, 1.0], [3.0, 3.0, 3.0])
"""
from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from . import nn_grad_ops
from .array_ops import expand_dims
from .core import convert_to_tensor
from .indexing_ops import concat, squeeze
from .nn_ops import conv2d
from .pooling_ops import nhwc_sequence
from .window_taps import checked_padding


def conv1d(value=None, filters=None, stride=None, padding=None, use_cudnn_on_gpu=None,
           data_format=None, name=None, input=None, dilations=None):  # noqa: A002
    """1-D convolution of a [batch, width, in] ``value`` with a [width, in, out] filter."""
    value = value if value is not None else input
    if data_format not in (None, "NHWC", "NWC"):
        raise ValueError("scopelab's conv1d reads NWC data only; received data_format=%r"
                         % (data_format,))
    g = graph_from_inputs((value, filters))
    with g.name_scope(name, "conv1d") as scope:
        steps = list(stride) if isinstance(stride, (list, tuple)) else [stride]
        if len(steps) not in (1, 3):
            raise ValueError("stride should be of length 1, 1 or 3. Received: stride=%s of "
                             "length %d" % (stride, len(steps)))
        strides = [1, 1, int(steps[len(steps) // 2]), 1]
        # One pixel high: [batch, 1, width, in] and [1, width, in, out].
        image = expand_dims(value, -3)
        kernel = expand_dims(filters, 0)
        result = conv2d(image, kernel, strides, padding,
                        use_cudnn_on_gpu=True if use_cudnn_on_gpu is None else use_cudnn_on_gpu,
                        data_format="NHWC", name=scope)
        return squeeze(result, [-3])


def conv2d_transpose(value=None, filter=None, output_shape=None, strides=None,  # noqa: A002
                     padding="SAME", data_format="NHWC", name=None, input=None, filters=None,
                     dilations=None):
    """The transpose of Conv2D: an ``output_shape`` image made from ``value`` by the
    [h, w, out, in] ``filter``."""
    value = value if value is not None else input
    kernel = filter if filter is not None else filters
    g = graph_from_inputs((value, kernel, output_shape))
    with g.name_scope(name, "conv2d_transpose") as scope:
        return conv2d_backprop_input(output_shape, kernel, value, strides, padding,
                                     data_format=data_format, dilations=dilations, name=scope)


def conv1d_transpose(input, filters, output_shape, strides, padding="SAME",  # noqa: A002
                     data_format="NWC", dilations=None, name=None):
    """The transpose of ``conv1d``: an ``output_shape`` [batch, width, out] sequence made from
    ``input`` by the [width, out, in] ``filters``."""
    g = graph_from_inputs((input, filters, output_shape))
    with g.name_scope(name, "conv1d_transpose") as scope:
        if data_format not in (None, "NWC"):
            if data_format == "NCW":
                raise ValueError("scopelab's conv1d_transpose reads NWC data only; received "
                                 "data_format='NCW'")
            raise ValueError("`data_format` must be 'NWC' or 'NCW'. Received: data_format=%s"
                             % (data_format,))
        # [1, 1, s, 1]: the stride along the width of a one-pixel-high NHWC image.
        strides = [1] + nhwc_sequence([1] if strides is None else strides, "stride", 1)
        dilations = [1] + nhwc_sequence([1] if dilations is None else dilations,
                                        "dilations", 1)
        image = expand_dims(input, 1)
        kernel = expand_dims(filters, 0)
        if not isinstance(output_shape, Tensor):
            output_shape = list(output_shape)
        sizes = concat([output_shape[:1], [1], output_shape[1:]], 0)
        result = nn_grad_ops.conv2d_backprop_input(
            sizes, kernel, image,
            _backprop_attrs("Conv2DBackpropInput", strides, padding, True, "NHWC", dilations),
            name=scope)
        return squeeze(result, 1)


def _backprop_attrs(op_type, strides, padding, use_cudnn_on_gpu, data_format, dilations):
    """The attrs of Conv2D's backprop ops, checked as TF's op builder checks them (after the
    op's inputs are converted, in its scope)."""
    return {"strides": nhwc_sequence(strides, "strides"),
            "padding": checked_padding(op_type, padding, explicit=True).encode(),
            "data_format": data_format.encode(), "explicit_paddings": [],
            "dilations": nhwc_sequence(1 if dilations is None else dilations, "dilations"),
            "use_cudnn_on_gpu": bool(use_cudnn_on_gpu)}


def conv2d_backprop_input(input_sizes, filter=None, out_backprop=None, strides=None,  # noqa: A002
                          padding=None, use_cudnn_on_gpu=True, data_format="NHWC",
                          dilations=(1, 1, 1, 1), name=None, filters=None):
    """The gradient of a Conv2D for its input (of shape ``input_sizes``): ``out_backprop``
    spread back through the [h, w, in, out] filter; ``filters`` is TF2's name of ``filter``."""
    filter = filters if filter is None else filter  # noqa: A001
    g = graph_from_inputs((input_sizes, filter, out_backprop))
    with g.name_scope(name or "Conv2DBackpropInput") as scope:  # the op's own scope
        sizes = convert_to_tensor(input_sizes, name="input_sizes", graph=g)
        kernel = convert_to_tensor(filter, name="filter", graph=g)
        value = convert_to_tensor(out_backprop, name="out_backprop", graph=g)
        attrs = _backprop_attrs("Conv2DBackpropInput", strides, padding, use_cudnn_on_gpu,
                                data_format, dilations)
        return nn_grad_ops.conv2d_backprop_input(sizes, kernel, value, attrs, name=scope)


def conv2d_backprop_filter(input, filter_sizes, out_backprop, strides, padding,  # noqa: A002
                           use_cudnn_on_gpu=True, data_format="NHWC", dilations=(1, 1, 1, 1),
                           name=None):
    """The gradient of a Conv2D for its filter (of shape ``filter_sizes``): each tap's sum of
    input pixels times the ``out_backprop`` pixels they fed."""
    g = graph_from_inputs((input, filter_sizes, out_backprop))
    with g.name_scope(name or "Conv2DBackpropFilter") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        sizes = convert_to_tensor(filter_sizes, name="filter_sizes", graph=g)
        value = convert_to_tensor(out_backprop, name="out_backprop", graph=g)
        attrs = _backprop_attrs("Conv2DBackpropFilter", strides, padding, use_cudnn_on_gpu,
                                data_format, dilations)
        return nn_grad_ops.conv2d_backprop_filter(x, sizes, value, attrs, name=scope)
