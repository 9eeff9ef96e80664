"""The backprop ops of the nn layers: BiasAddGrad, Conv2DBackpropInput, Conv2DBackpropFilter.

Mirrors the parts of ``gen_nn_ops`` that the gradients of ``tf.nn.bias_add`` and
``tf.nn.conv2d`` call (``gradients_impl/nn_grad.py``). A convolution's backprop ops take the
shape of what they differentiate as their first or second input (``input_sizes``,
``filter_sizes``), so their static shape is that tensor's value when it is known. For
Conv2DBackpropInput it is TF's shape function: the batch comes from the gradient (checked
against ``input_sizes``), the gradient's channels must match the filter's outputs, and
``input_sizes`` may give the two spatial sizes only (the channels are then the filter's
inputs). Their numpy kernels are in ``conv_grad_kernels.py``.
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
from ..core.shapes import TensorShape, shape_text
from .core import convert_to_tensor, kernel, make_op, shape_error
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
    shaped by the value of ``shape_source`` (or by ``shape_source(node, attrs)``)."""
    g = graph_from_inputs(inputs)
    attrs = dict(attrs, T=inputs[2].dtype.base_dtype)
    with g.name_scope(name or op_type) as scope:
        shape = (lambda node: shape_source(node, attrs)) if callable(shape_source) \
            else shape_of(shape_source)
        return make_op(g, op_type, list(inputs), scope, attrs["T"], shape, attrs)


def conv2d_backprop_input(input_sizes, filter, out_backprop, attrs, name=None):  # noqa: A002
    """The gradient of Conv2D for its input, whose shape is ``input_sizes``."""
    inputs = [input_sizes, filter, out_backprop]

    def shape(node, attrs):
        def four_d(t):
            dims = t.shape.dims
            if dims is not None and len(dims) != 4:
                raise shape_error("Shape must be rank 4 but is rank %d" % len(dims), node,
                                  "Conv2DBackpropInput", attrs, inputs)
            return [None] * 4 if dims is None else list(dims)

        def merge(a, b, detail=""):
            if a is not None and b is not None and a != b:
                raise shape_error("Dimensions must be equal, but are %d and %d" % (a, b), node,
                                  "Conv2DBackpropInput", attrs, inputs, detail)
        grad, kernel_dims = four_d(out_backprop), four_d(filter)
        merge(grad[3], kernel_dims[3])
        asked = shape_of(input_sizes)
        wanted = [None] * 4 if asked.dims is None else list(asked.dims)
        if len(wanted) == 4:
            merge(wanted[0], grad[0], " and with input tensors computed as partial shapes: "
                  "input[0] = %s" % shape_text(asked))
            return TensorShape(grad[:1] + wanted[1:])
        if len(wanted) == 2:
            return TensorShape(grad[:1] + wanted + kernel_dims[2:3])
        raise shape_error("Conv2DBackpropInput requires input_sizes to contain 4 values or 2 "
                          "values, but got: %d" % len(wanted), node, "Conv2DBackpropInput",
                          attrs, inputs)
    return conv_backprop("Conv2DBackpropInput", inputs, attrs, shape, name)


def conv2d_backprop_filter(input, filter_sizes, out_backprop, attrs, name=None):  # noqa: A002
    """The gradient of Conv2D for its filter, whose shape is ``filter_sizes``."""
    return conv_backprop("Conv2DBackpropFilter", (input, filter_sizes, out_backprop), attrs,
                         filter_sizes, name)
