"""DepthToSpace and SpaceToDepth: pixels moved between the channels and a spatial block.

Mirrors ``depth_to_space`` and ``space_to_depth`` of ``array_ops.py`` (``tf.nn.`` and ``tf.``
names) and their OpDefs, shape functions and CPU kernels.

``SpaceToDepth`` with block size ``b`` cuts an NHWC image into ``b x b`` tiles and stacks each
tile's pixels along the channels: ``[n, h, w, c]`` becomes ``[n, h/b, w/b, b*b*c]``, the tile's
pixel ``(i, j)`` landing in channels ``(i*b + j)*c ...``. ``DepthToSpace`` puts them back;
each is the other's gradient (``gradients_impl/conv_family_grad.py``).

The layout attribute ``data_format`` takes NHWC, NCHW or NCHW_VECT_C (channels in groups of
4, rank 5) and shapes follow each of them when the graph is built, as TF's shape function
does. TF's CPU has kernels for NHWC only: running another layout is TF's "No OpKernel" error.
Left out: TF raises that error for any run of a graph holding such a node (when the session
first sees it); here only running the node raises it.

>>> import scopelab as tf, numpy as np
>>> with tf.Graph().as_default():
...     x = tf.constant(np.arange(8.0).reshape(1, 2, 2, 2))
...     tiles = tf.nn.space_to_depth(x, 2)
...     back = tf.nn.depth_to_space(tiles, 2)
...     with tf.Session() as sess:
...         t, b = sess.run([tiles, back])
>>> tiles.shape.as_list(), t.ravel().tolist(), b.ravel().tolist()
([1, 1, 1, 8], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0])
"""
import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .core import convert_to_tensor, kernel, make_op, shape_error

_FORMATS = ("NHWC", "NCHW", "NCHW_VECT_C")
# Where each layout keeps the batch, the two spatial axes and the channels.
_AXES = {b"NHWC": (0, (1, 2), 3), b"NCHW": (0, (2, 3), 1), b"NCHW_VECT_C": (0, (2, 3), 1)}


def _block_op(op_type, input, block_size, data_format, name):  # noqa: A002 - TF's name
    """A DepthToSpace or SpaceToDepth op, its arguments checked as TF's op builder does."""
    if isinstance(block_size, str):
        raise TypeError("Expected int for argument 'block_size' not %r." % (block_size,))
    try:
        block_size = int(block_size)
    except (TypeError, ValueError):
        raise TypeError("Expected int for argument 'block_size' not %r." % (block_size,)) \
            from None
    data_format = "NHWC" if data_format is None else data_format
    if not isinstance(data_format, (str, bytes)):
        raise TypeError("Expected string for argument 'data_format' not %r." % (data_format,))
    layout = data_format.encode() if isinstance(data_format, str) else data_format
    g = graph_from_inputs((input,))
    with g.name_scope(name or op_type) as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        if block_size < 2:
            raise ValueError("Attr 'block_size' of '%s' Op passed %d less than minimum 2."
                             % (op_type, block_size))
        if layout.decode() not in _FORMATS:
            raise ValueError("Attr 'data_format' of '%s' Op passed string '%s' not in: %s."
                             % (op_type, layout.decode(),
                                ", ".join('"%s"' % f for f in _FORMATS)))
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "block_size": block_size, "data_format": layout}

        def shape(node):
            return _block_shape(op_type, x, attrs, node)
        return make_op(g, op_type, [x], scope, dtype, shape, attrs)


def _block_shape(op_type, x, attrs, node):
    """TF's shape function: spatial sizes times or divided by the block, channels the other
    way round; a size that does not divide is TF's ValueError."""
    layout, b = attrs["data_format"], attrs["block_size"]
    rank = 5 if layout == b"NCHW_VECT_C" else 4
    dims = x.shape.dims
    if dims is None:
        return TensorShape([None] * rank)
    if len(dims) != rank:
        raise shape_error("Shape must be rank %d but is rank %d" % (rank, len(dims)), node,
                          op_type, attrs, [x])
    batch, (h_axis, w_axis), c_axis = _AXES[layout]

    def divided(size, by):
        if size is not None and size % by:
            raise shape_error("Dimension size must be evenly divisible by %d but is %d"
                              % (by, size), node, op_type, attrs, [x])
        return None if size is None else size // by

    def times(size, by):
        return None if size is None else size * by
    out = list(dims)
    if op_type == "DepthToSpace":
        out[h_axis], out[w_axis] = times(dims[h_axis], b), times(dims[w_axis], b)
        out[c_axis] = divided(dims[c_axis], b * b)
    else:
        out[h_axis], out[w_axis] = divided(dims[h_axis], b), divided(dims[w_axis], b)
        out[c_axis] = times(dims[c_axis], b * b)
    if rank == 5:
        out[4] = 4  # the channel group, always 4 wide
    return TensorShape([dims[batch]] + out[1:])


def depth_to_space(input, block_size, name=None, data_format="NHWC"):  # noqa: A002
    """The channels of each pixel spread over a ``block_size x block_size`` tile."""
    return _block_op("DepthToSpace", input, block_size, data_format, name)


def space_to_depth(input, block_size, name=None, data_format="NHWC"):  # noqa: A002
    """Each ``block_size x block_size`` tile stacked into the channels of one pixel."""
    return _block_op("SpaceToDepth", input, block_size, data_format, name)


def _checked(op, x):
    """The NHWC image and block size a kernel works on, after TF's run-time checks."""
    if op.attrs["data_format"] != b"NHWC":
        # TF's CPU registers these kernels for NHWC only.
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op,
            "No OpKernel was registered to support Op '%s' used by {{node %s}} with these "
            "attrs: [data_format=\"%s\", T=%s, block_size=%d]\nRegistered devices: [CPU]"
            % (op.type, op.name, op.attrs["data_format"].decode(), op.attrs["T"].enum_name(),
               op.attrs["block_size"]))
    if x.ndim != 4:
        raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                           "Input rank should be: 4 instead of: %d" % x.ndim)
    return op.attrs["block_size"]


@kernel("DepthToSpace")
def _depth_to_space(op, x):
    b = _checked(op, x)
    n, h, w, c = x.shape
    if c % (b * b):
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op,
            "Input depth dimension %d should be divisible by: %d" % (c, b * b))
    # [n, h, w, b, b, c'] -> [n, h, b, w, b, c']: a tile's row i and column j beside h and w.
    tiles = x.reshape(n, h, w, b, b, c // (b * b)).transpose(0, 1, 3, 2, 4, 5)
    return tiles.reshape(n, h * b, w * b, c // (b * b))


@kernel("SpaceToDepth")
def _space_to_depth(op, x):
    b = _checked(op, x)
    n, h, w, c = x.shape
    if h % b or w % b:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op,
            "Image width %d and height %d should be divisible by block_size: %d" % (w, h, b))
    tiles = x.reshape(n, h // b, b, w // b, b, c).transpose(0, 1, 3, 2, 4, 5)
    return tiles.reshape(n, h // b, w // b, b * b * c)
