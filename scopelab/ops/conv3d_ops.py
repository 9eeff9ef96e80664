"""``tf.nn.conv3d``: Conv3D and its gradient ops, for volumes (video, scans) in NDHWC.

Mirrors ``conv3d`` of ``nn_ops.py`` and the Conv3D ops of ``gen_nn_ops``. A Conv3D is a
Conv2D with one more spatial axis: the [kd, kh, kw, in, out] filter slides over depth, height
and width, and every output voxel is the sum, over the filter's taps, of the input voxel the
tap reads times the tap's [in, out] weights.

The kernel loops over the taps (``window_taps.py``): tap ``t`` reads one strided slice of the
padded input for all windows at once, and contributes ``slice @ w[t]``, one matrix product.
Its gradients (``Conv3DBackpropInputV2``, ``Conv3DBackpropFilterV2``, which take the shapes
of what they differentiate as inputs) run the same loop: a tap sends ``dy @ w[t].T`` back to
its slice of the input, and its weights' gradient is ``slice.T @ dy``.
TF's CPU kernel refuses dilations when run (``tf.nn.convolution`` dilates through the
space-to-batch deal instead). ``conv3d_transpose`` is Conv3DBackpropInputV2 run forward: it
spreads each input voxel over an ``output_shape`` volume through the [d, h, w, out, in] filter.
Left out: NCDHW, groups.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     y = tf.nn.conv3d(tf.ones([1, 3, 3, 3, 1]), tf.ones([2, 2, 2, 1, 1]), [1] * 5, "VALID")
...     with tf.Session() as sess:
...         out = sess.run(y)
>>> y.shape.as_list(), float(out[0, 0, 0, 0, 0])
([1, 2, 2, 2, 1], 8.0)
"""
import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .array_ops import shape_of
from .core import check_same_dtype, convert_to_tensor, kernel, make_op, shape_error
from .window_taps import Windows, check_strides, checked_padding, out_length


def _check_list(value, name, op_type):
    value = [int(v) for v in value]
    if len(value) < 5:
        raise ValueError("Attr '%s' of '%s' Op passed list of length %d less than minimum 5."
                         % (name, op_type, len(value)))
    return value


def _attrs(op_type, dtype, strides, padding, data_format, dilations):
    padding = checked_padding(op_type, padding)
    data_format = data_format.decode() if isinstance(data_format, bytes) else data_format
    return {"T": dtype, "strides": _check_list(strides, "strides", op_type),
            "padding": padding.encode(), "data_format": (data_format or "NDHWC").encode(),
            "dilations": _check_list(dilations, "dilations", op_type)}


def conv3d(input, filter=None, strides=None, padding=None, data_format="NDHWC",  # noqa: A002
           dilations=(1, 1, 1, 1, 1), name=None, filters=None):
    """3-D convolution of an NDHWC ``input`` with a [d, h, w, in, out] ``filter``."""
    filter = filters if filter is None else filter  # noqa: A001
    attrs = _attrs("Conv3D", None, strides, padding, data_format, dilations)
    g = graph_from_inputs((input, filter))
    with g.name_scope(name or "Conv3D") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        w = convert_to_tensor(filter, name="filter", preferred_dtype=x.dtype.base_dtype, graph=g)
        attrs["T"] = dtype = check_same_dtype("Conv3D", ("input", "filter"), (x, w))
        return make_op(g, "Conv3D", [x, w], scope, dtype,
                       lambda node: _shape(x, w, node, attrs), attrs)


def _shape(x, w, node, attrs):
    for t in (x, w):
        if t.shape.ndims not in (None, 5):
            raise shape_error("Shape must be rank 5 but is rank %d" % t.shape.ndims, node,
                              "Conv3D", attrs, [x, w])
    if x.shape.dims is None or w.shape.dims is None:
        return TensorShape([None] * 5)
    xs, ws = x.shape.dims, w.shape.dims
    if xs[4] is not None and ws[3] is not None and xs[4] != ws[3]:
        raise shape_error("Depth of input (%d) is not a multiple of input depth of filter (%d)"
                          % (xs[4], ws[3]), node, "Conv3D", attrs, [x, w])
    padding = attrs["padding"].decode()
    sizes = []
    for size, k, s, d in zip(xs[1:4], ws[:3], attrs["strides"][1:4], attrs["dilations"][1:4]):
        span = None if k is None else (k - 1) * d + 1
        if padding == "VALID" and size is not None and span is not None and span > size:
            raise shape_error("Negative dimension size caused by subtracting %d from %d"
                              % (span, size), node, "Conv3D", attrs, [x, w])
        sizes.append(None if k is None else out_length(size, k, s, padding, d))
    return TensorShape([xs[0]] + sizes + [ws[4]])


def _backprop(op_type, inputs, attrs, shape_source, name):
    g = graph_from_inputs(inputs)
    with g.name_scope(name or op_type) as scope:
        sizes = inputs[0] if op_type.endswith("InputV2") else inputs[1]
        dtype = convert_to_tensor(inputs[2], graph=g).dtype.base_dtype
        attrs = dict(attrs, T=dtype)
        if op_type.endswith("InputV2"):
            attrs["Tshape"] = convert_to_tensor(sizes, graph=g).dtype.base_dtype
        return make_op(g, op_type, list(inputs), scope, dtype, shape_of(shape_source), attrs)


def conv3d_backprop_input_v2(input_sizes, filter, out_backprop, strides, padding,  # noqa: A002
                             data_format="NDHWC", dilations=(1, 1, 1, 1, 1), name=None):
    """The gradient of Conv3D for its input, whose shape is ``input_sizes``."""
    attrs = _attrs("Conv3DBackpropInputV2", None, strides, padding, data_format, dilations)
    return _backprop("Conv3DBackpropInputV2", (input_sizes, filter, out_backprop), attrs,
                     input_sizes, name)


def conv3d_transpose(value=None, filter=None, output_shape=None, strides=None,  # noqa: A002
                     padding="SAME", data_format="NDHWC", name=None, input=None, filters=None,
                     dilations=None):
    """The transpose of Conv3D: an ``output_shape`` volume made from ``value`` by the
    [d, h, w, out, in] ``filter``."""
    value = value if value is not None else input
    kernel = filter if filter is not None else filters
    g = graph_from_inputs((value, kernel, output_shape))
    with g.name_scope(name, "conv3d_transpose") as scope:
        strides = _ndhwc_sequence(strides, "strides")
        dilations = _ndhwc_sequence(1 if dilations is None else dilations, "dilations")
        with g.name_scope(scope):  # the op's own scope, where TF converts its inputs
            sizes = convert_to_tensor(output_shape, name="input_sizes", graph=g)
            kernel = convert_to_tensor(kernel, name="filter", graph=g)
            value = convert_to_tensor(value, name="out_backprop", graph=g)
        return conv3d_backprop_input_v2(sizes, kernel, value, strides, padding,
                                        data_format, dilations, name=scope)


def _ndhwc_sequence(value, name):
    """A stride or dilation as TF's five NDHWC numbers: 2 means [1, 2, 2, 2, 1]."""
    value = list(value) if isinstance(value, (list, tuple, np.ndarray)) else [value]
    if len(value) == 5:
        return [int(v) for v in value]
    if len(value) not in (1, 3):
        raise ValueError("%s should be of length 1, 3 or 5. Received: %s=%s of length %d"
                         % (name, name, value, len(value)))
    return [1] + [int(v) for v in (value * 3)[:3]] + [1]


def conv3d_backprop_filter_v2(input, filter_sizes, out_backprop, strides, padding,  # noqa: A002
                              data_format="NDHWC", dilations=(1, 1, 1, 1, 1), name=None):
    """The gradient of Conv3D for its filter, whose shape is ``filter_sizes``."""
    attrs = _attrs("Conv3DBackpropFilterV2", None, strides, padding, data_format, dilations)
    return _backprop("Conv3DBackpropFilterV2", (input, filter_sizes, out_backprop), attrs,
                     filter_sizes, name)


# ---------------------------------------------------------------------- kernels
def _windows(op, sizes, kernel_sizes):
    return Windows(sizes, kernel_sizes, op.attrs["strides"][1:4], op.attrs["padding"].decode(),
                   op.attrs["dilations"][1:4])


@kernel("Conv3D")
def _conv3d(op, x, w):
    check_strides(op)
    if any(d != 1 for d in op.attrs["dilations"]):
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "CPU implementation of Conv3D currently only "
            "supports dilated rates of 1.")
    win = _windows(op, x.shape[1:4], w.shape[:3])
    xp = win.pad(x)
    out = np.zeros((x.shape[0],) + win.out + (w.shape[4],), dtype=np.result_type(x, w))
    for tap, window in win.taps():
        out += xp[window] @ w[tap]
    return out


@kernel("Conv3DBackpropInputV2")
def _conv3d_backprop_input(op, input_sizes, w, dy):
    n, *sizes, c = (int(d) for d in input_sizes)
    win = _windows(op, sizes, w.shape[:3])
    dxp = np.zeros(win.padded_shape(n, c), dtype=dy.dtype)
    for tap, window in win.taps():
        dxp[window] += dy @ w[tap].T
    return win.crop(dxp).copy()


@kernel("Conv3DBackpropFilterV2")
def _conv3d_backprop_filter(op, x, filter_sizes, dy):
    kd, kh, kw, c, k = (int(d) for d in filter_sizes)
    win = _windows(op, x.shape[1:4], (kd, kh, kw))
    xp = win.pad(x)
    rows = dy.reshape(-1, k)
    dw = np.empty((kd, kh, kw, c, k), dtype=dy.dtype)
    for tap, window in win.taps():
        dw[tap] = xp[window].reshape(-1, c).T @ rows
    return dw

