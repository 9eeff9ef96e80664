"""The backprop ops of the nn layers: BiasAddGrad, Conv2DBackpropInput, Conv2DBackpropFilter.

Mirrors the parts of ``gen_nn_ops`` that the gradients of ``tf.nn.bias_add`` and
``tf.nn.conv2d`` call (``gradients_impl/nn_grad.py``). A convolution's backprop ops take the
shape of what they differentiate as their first or second input (``input_sizes``,
``filter_sizes``), so their static shape is that tensor's value when it is known. Their numpy
kernels are in ``conv_grad_kernels.py``.
Left out: NCHW layouts, dilations, explicit padding.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     db = bias_add_grad(tf.ones([2, 3, 4]))
...     with tf.Session() as sess:
...         value = sess.run(db)
>>> db.op.type, db.shape, value.tolist()
('BiasAddGrad', TensorShape([Dimension(4)]), [6.0, 6.0, 6.0, 6.0])
"""
import numpy as np

from ..default_graph import graph_from_inputs
from .array_ops import shape_of
from .core import convert_to_tensor, kernel, make_op
from . import conv_grad_kernels  # noqa: F401 - registers the kernels of the Conv2D gradient ops


def bias_add_grad(out_backprop, data_format=None, name=None):
    """The bias's gradient: ``out_backprop`` summed over every axis but the channel axis."""
    dy = convert_to_tensor(out_backprop)
    dtype = dy.dtype.base_dtype
    channels = dy.shape.dims[-1] if dy.shape.dims else None
    fmt = data_format if isinstance(data_format, bytes) else (data_format or "NHWC").encode()
    return make_op(dy.graph, "BiasAddGrad", [dy], name or "BiasAddGrad", dtype, [channels],
                   {"T": dtype, "data_format": fmt})


kernel("BiasAddGrad", shape_inputs=())(lambda op, dy: np.add.reduce(dy, axis=tuple(range(dy.ndim - 1)),
                                                   dtype=dy.dtype))


def conv_backprop(op_type, inputs, attrs, shape_source, name):
    """A convolution's backprop op over (input or its sizes, filter or its sizes, gradient),
    shaped by the value of ``shape_source``."""
    g = graph_from_inputs(inputs)
    attrs = dict(attrs, T=inputs[2].dtype.base_dtype)
    with g.name_scope(name or op_type) as scope:
        return make_op(g, op_type, list(inputs), scope, attrs["T"], shape_of(shape_source), attrs)


def conv2d_backprop_input(input_sizes, filter, out_backprop, attrs, name=None):  # noqa: A002
    """The gradient of Conv2D for its input, whose shape is ``input_sizes``."""
    return conv_backprop("Conv2DBackpropInput", (input_sizes, filter, out_backprop), attrs,
                         input_sizes, name)


def conv2d_backprop_filter(input, filter_sizes, out_backprop, attrs, name=None):  # noqa: A002
    """The gradient of Conv2D for its filter, whose shape is ``filter_sizes``."""
    return conv_backprop("Conv2DBackpropFilter", (input, filter_sizes, out_backprop), attrs,
                         filter_sizes, name)
