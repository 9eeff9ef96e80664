"""SpaceToBatchND and BatchToSpaceND, and the dilated ("atrous") convolution TF builds from them.

Mirrors ``space_to_batch_nd``, ``batch_to_space_nd`` (and TF1's square-block forms
``space_to_batch``, ``batch_to_space``) and ``required_space_to_batch_paddings`` of
``array_ops.py`` and ``with_space_to_batch`` of ``nn_ops.py``.

``SpaceToBatchND`` pads the spatial axes to multiples of ``block_shape`` and deals the pixels
out to ``prod(block_shape)`` smaller images: image ``(i, j)`` of the deal gets every pixel
whose row is ``i`` and column ``j`` modulo the block. ``BatchToSpaceND`` undoes it and crops.
Each is the other's gradient.

That is how TF1 runs a convolution with holes (dilation rate ``r``): an ordinary VALID
convolution of each of the ``r x r`` dealt images reads, in the original, pixels ``r`` apart.
``with_space_to_batch`` wraps such a convolution: SpaceToBatchND, the op, BatchToSpaceND, with
the padding computed when the graph is built (the SAME padding of the dilated filter, plus
what makes the sizes multiples of the rate, cropped off again afterwards).
Left out: spatial sizes unknown while building (TF then computes the paddings in the graph).

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     x = tf.reshape(tf.range(16.0), [1, 4, 4, 1])
...     deal = tf.space_to_batch_nd(x, [2, 2], [[0, 0], [0, 0]])
...     back = tf.batch_to_space_nd(deal, [2, 2], [[0, 0], [0, 0]])
...     with tf.Session() as sess:
...         d, b = sess.run([deal, back])
>>> d.shape, d[1, :, :, 0].tolist(), b[0, 1, :, 0].tolist()
((4, 2, 2, 1), [[1.0, 3.0], [9.0, 11.0]], [4.0, 5.0, 6.0, 7.0])
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .core import constant, convert_to_tensor, kernel, make_op, static_value
from .softmax_ops import deprecated_argument_lookup


def _block_op(op_type, arg, value, block_shape, amounts, name):
    """SpaceToBatchND (``arg`` "paddings") or BatchToSpaceND ("crops")."""
    g = graph_from_inputs((value, block_shape, amounts))
    with g.name_scope(name or op_type) as scope:
        x = convert_to_tensor(value, name="input", graph=g)
        block = convert_to_tensor(block_shape, name="block_shape",
                                  preferred_dtype=_index_dtype(block_shape), graph=g)
        pads = convert_to_tensor(amounts, name=arg, preferred_dtype=_index_dtype(amounts),
                                 graph=g)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "Tblock_shape": block.dtype.base_dtype,
                 "T" + arg: pads.dtype.base_dtype}
        return make_op(g, op_type, [x, block, pads], scope, dtype,
                       _dealt_shape(x, block, pads, op_type == "SpaceToBatchND"), attrs)


def _index_dtype(value):
    """The dtype a block or paddings argument becomes: int32, but TF's op builder keeps an
    int64 numpy array's own dtype (the ops take both)."""
    return dtypes.int64 if isinstance(value, np.ndarray) and value.dtype == np.int64 \
        else dtypes.int32


def _dealt_shape(x, block, amounts, to_batch):
    dims, block, amounts = x.shape.dims, static_value(block), static_value(amounts)
    if dims is None or block is None or amounts is None:
        return TensorShape(None) if dims is None else TensorShape([None] * len(dims))
    m, total = len(block), int(np.prod(block))
    spatial = []
    for size, b, (before, after) in zip(dims[1:1 + m], block.tolist(), amounts.tolist()):
        if size is None:
            spatial.append(None)
        else:
            spatial.append((size + before + after) // b if to_batch else size * b - before - after)
    batch = dims[0]
    if batch is not None:
        batch = batch * total if to_batch else batch // total
    return TensorShape([batch] + spatial + list(dims[1 + m:]))


def space_to_batch_nd(input, block_shape, paddings, name=None):  # noqa: A002 - TF's name
    """Pads the spatial axes of ``input`` and deals its pixels out to ``prod(block_shape)``
    images, block position by block position."""
    return _block_op("SpaceToBatchND", "paddings", input, block_shape, paddings, name)


def batch_to_space_nd(input, block_shape, crops, name=None):  # noqa: A002 - TF's name
    """The inverse of ``space_to_batch_nd``: the dealt images put back together, cropped."""
    return _block_op("BatchToSpaceND", "crops", input, block_shape, crops, name)


@kernel("SpaceToBatchND")
def _space_to_batch_nd(op, x, block, paddings):
    block, m = [int(b) for b in block], len(block)
    rest = x.shape[1 + m:]
    xp = np.pad(x, [(0, 0)] + [tuple(int(v) for v in p) for p in paddings] + [(0, 0)] * len(rest))
    # [n, h/b1, b1, w/b2, b2, ...]: each spatial axis split into (block count, position).
    split = [x.shape[0]]
    for size, b in zip(xp.shape[1:1 + m], block):
        split += [size // b, b]
    parts = xp.reshape(split + list(rest))
    positions = [2 + 2 * i for i in range(m)]
    counts = [1 + 2 * i for i in range(m)]
    order = positions + [0] + counts + list(range(1 + 2 * m, parts.ndim))
    return parts.transpose(order).reshape(
        [x.shape[0] * int(np.prod(block))] + [parts.shape[c] for c in counts] + list(rest))


@kernel("BatchToSpaceND")
def _batch_to_space_nd(op, x, block, crops):
    block, m = [int(b) for b in block], len(block)
    rest = x.shape[1 + m:]
    n = x.shape[0] // int(np.prod(block))
    parts = x.reshape(block + [n] + list(x.shape[1:1 + m]) + list(rest))
    # Back to [n, h/b1, b1, w/b2, b2, ...]: block counts and positions interleaved.
    order = [m]
    for i in range(m):
        order += [m + 1 + i, i]
    order += list(range(2 * m + 1, parts.ndim))
    whole = parts.transpose(order).reshape(
        [n] + [x.shape[1 + i] * block[i] for i in range(m)] + list(rest))
    return whole[(slice(None),) + tuple(slice(int(c[0]), whole.shape[1 + i] - int(c[1]))
                                        for i, c in enumerate(crops))].copy()


def _square_block(block_size, block_shape):
    """TF1's one ``block_size`` (``block_shape`` its newer name) as an int64 ``[b, b]``."""
    block_size = deprecated_argument_lookup("block_shape", block_shape, "block_size", block_size)
    return np.array([block_size, block_size], dtype=np.int64)


def space_to_batch(input, paddings, block_size=None, name=None, block_shape=None):  # noqa: A002
    """TF1's 2-D form of ``space_to_batch_nd``: a square block over the two spatial axes of
    an NHWC image."""
    result = space_to_batch_nd(input, _square_block(block_size, block_shape), paddings, name)
    result.set_shape(result.shape.with_rank(4))
    return result


def batch_to_space(input, crops, block_size, name=None, block_shape=None):  # noqa: A002
    """TF1's 2-D form of ``batch_to_space_nd``, with a square block."""
    result = batch_to_space_nd(input, _square_block(block_size, block_shape), crops, name)
    result.set_shape(result.shape.with_rank(4))
    return result


def required_space_to_batch_paddings(input_shape, block_shape, base_paddings=None, name=None):
    """(paddings, crops): ``base_paddings`` plus what makes each padded size a multiple of its
    block, and the crops that take that extra off again. Known sizes only."""
    g = graph_from_inputs((input_shape, block_shape, base_paddings))
    with g.name_scope(name, "required_space_to_batch_paddings"):
        sizes = convert_to_tensor(input_shape, dtype=dtypes.int32, name="input_shape", graph=g)
        block = convert_to_tensor(block_shape, dtype=dtypes.int32, name="block_shape", graph=g)
        if base_paddings is None:
            base_paddings = np.zeros([block.shape.dims[0], 2], np.int32)
        base = convert_to_tensor(base_paddings, dtype=dtypes.int32, name="base_paddings",
                                 graph=g)
        known = [static_value(t) for t in (sizes, block, base)]
        if any(v is None for v in known):
            raise ValueError("scopelab computes space-to-batch paddings for known sizes only; "
                             "received input_shape=%s" % (sizes,))
        sizes, block, base = known
        extra = (block - (sizes + base[:, 0] + base[:, 1]) % block) % block
        paddings = np.stack([base[:, 0], base[:, 1] + extra], axis=1).astype(np.int32)
        crops = np.stack([np.zeros_like(extra), extra], axis=1).astype(np.int32)
        return (constant(paddings, name="paddings", graph=g),
                constant(crops, name="crops", graph=g))


def with_space_to_batch(input, dilation_rate, padding, op, filter_shape=None):  # noqa: A002
    """``op(input, padding)``, a convolution or pool of the NHWC ``input`` with its taps
    ``dilation_rate`` apart, run as TF1 does: undilated on the space-to-batch deal."""
    g = graph_from_inputs((input, dilation_rate, filter_shape))
    rate = convert_to_tensor(dilation_rate, dtype=dtypes.int32, name="dilation_rate", graph=g)
    rates = static_value(rate)
    if np.any(rates < 1):
        raise ValueError("`dilation_rate` must be positive. Received: dilation_rate=%s" % rates)
    if np.all(rates == 1):
        return op(input, padding)
    m = len(rates)
    if padding == "SAME":
        kernel_shape = convert_to_tensor(filter_shape, name="filter_shape", graph=g)
        taps = static_value(kernel_shape)[:m]
        extra = (taps - 1) * rates  # the dilated filter's span beyond one pixel
        base = convert_to_tensor([[int(e // 2), int(e - e // 2)] for e in extra], name="stack",
                                 graph=g)
    elif padding == "VALID":
        base = np.zeros([m, 2], np.int32)
    else:
        raise ValueError("`padding` must be one of 'SAME' or 'VALID'. Received: padding=%s"
                         % (padding,))
    spatial = input.shape.dims[1:1 + m] if input.shape.dims is not None else None
    if spatial is None or None in spatial:
        raise ValueError("scopelab dilates convolutions of known spatial sizes only; received "
                         "an input of shape %s" % (input.shape,))
    paddings, crops = required_space_to_batch_paddings(spatial, rate, base_paddings=base)
    dealt = space_to_batch_nd(input, rates, static_value(paddings))
    return batch_to_space_nd(op(dealt, "VALID"), rates, static_value(crops))
