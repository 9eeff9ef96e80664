"""Resizing images: the ResizeBilinear, ResizeNearestNeighbor, ResizeBicubic and ResizeArea ops
and their kernels, with the gradient ops (ResizeBilinearGrad, ResizeNearestNeighborGrad,
ResizeBicubicGrad; TF gives ResizeArea none).

Mirrors ``gen_image_ops``' resize ops and TF's CPU kernels (``resize_bilinear_op.cc``...). Each
op takes a batch ``[batch, height, width, channels]`` and a size ``[new_height, new_width]``.
Every output pixel reads the input at a source position: with ``scale = in / out`` (or
``(in - 1) / (out - 1)`` with ``align_corners``), row ``y`` reads ``y * scale``, or
``(y + 0.5) * scale - 0.5`` with ``half_pixel_centers`` (TF 2's ``tf.image.resize``; TF1's
``resize_images`` leaves it off). Bilinear blends the four pixels around that position,
nearest neighbour takes one (floor, or round with ``align_corners``), bicubic blends four per
axis with Keys' cubic (read from TF's table of 1025 distances: a = -0.75 in the old sampling,
a = -0.5 with half pixels, where taps outside the image are dropped), area averages the input box each output pixel covers.
Everything is computed in float32, as TF's kernels do; bilinear, bicubic and area give
float32 whatever the input type, nearest neighbour keeps it.
``tf.image.resize_images`` itself (expanding a single image to a batch, the size checks,
``preserve_aspect_ratio``) is ``image_resize.py``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     r = tf.image.resize_bilinear([[[[0.0], [4.0]]]], [1, 4])
...     with tf.Session() as sess:
...         print(r.op.type, sess.run(r).ravel().tolist())
ResizeBilinear [0.0, 2.0, 4.0, 4.0]
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .array_ops import shape_of
from .core import convert_to_tensor, kernel, make_op, shape_error, static_value

_F32 = np.float32


def _resize_shape(x, size, op_type, attrs):
    """The static shape of a resize of ``x`` to ``size``: rank 4, the size's values if known."""
    def shape(node):
        if x.shape.ndims is not None and x.shape.ndims != 4:
            raise shape_error("Shape must be rank 4 but is rank %d" % x.shape.ndims,
                              node, op_type, attrs, [x, size])
        if size.shape.ndims is not None and size.shape.ndims != 1:
            raise shape_error("Shape must be rank 1 but is rank %d" % size.shape.ndims,
                              node, op_type, attrs, [x, size])
        if size.shape.ndims == 1 and size.shape.dims[0] not in (None, 2):
            raise shape_error("Dimension must be 2 but is %d" % size.shape.dims[0],
                              node, op_type, attrs, [x, size])
        # The op's own shape takes the size only when all of it is known (TF's shape
        # function); resize_images then sets what a partly known size tells.
        dims = x.shape.dims or (None,) * 4
        known = static_value(size)
        height, width = (None, None) if known is None else (int(v) for v in known)
        return [dims[0], height, width, dims[3]]
    return shape


def new_size(size):
    """(height, width) as far as the graph tells from the size tensor (None where unknown)."""
    dims = shape_of(size).dims
    return (None, None) if dims is None or len(dims) != 2 else tuple(dims)


def _resize_op(op_type, images, size, align_corners, half_pixel_centers, name, out_dtype=None):
    g = graph_from_inputs((images, size))
    with g.name_scope(name or op_type) as scope:
        x = convert_to_tensor(images, name="images", graph=g)
        size = convert_to_tensor(size, dtype=dtypes.int32, name="size", graph=g)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "align_corners": bool(align_corners)}
        if half_pixel_centers is not None:
            attrs["half_pixel_centers"] = bool(half_pixel_centers)
        return make_op(g, op_type, [x, size], scope, out_dtype or dtype,
                       _resize_shape(x, size, op_type, attrs), attrs)


def resize_bilinear(images, size, align_corners=False, name=None, half_pixel_centers=False):
    """``images`` resized to ``size``, each pixel a blend of the four around its source."""
    return _resize_op("ResizeBilinear", images, size, align_corners, half_pixel_centers, name,
                      dtypes.float32)


def resize_nearest_neighbor(images, size, align_corners=False, name=None,
                            half_pixel_centers=False):
    """``images`` resized to ``size``, each pixel copied from the one nearest its source."""
    return _resize_op("ResizeNearestNeighbor", images, size, align_corners,
                      half_pixel_centers, name)


def resize_bicubic(images, size, align_corners=False, name=None, half_pixel_centers=False):
    """``images`` resized to ``size`` by cubic interpolation over 4 x 4 pixels."""
    return _resize_op("ResizeBicubic", images, size, align_corners, half_pixel_centers, name,
                      dtypes.float32)


def resize_area(images, size, align_corners=False, name=None):
    """``images`` resized to ``size``, each pixel the mean of the input area it covers."""
    return _resize_op("ResizeArea", images, size, align_corners, None, name, dtypes.float32)


def resize_bilinear_grad(grads, original_image, align_corners=False, half_pixel_centers=False,
                         name=None):
    """The gradient of ResizeBilinear with respect to its image."""
    return _gradient_op("ResizeBilinearGrad", grads, original_image, align_corners,
                        half_pixel_centers, name)


def resize_bicubic_grad(grads, original_image, align_corners=False, half_pixel_centers=False,
                        name=None):
    """The gradient of ResizeBicubic with respect to its image."""
    return _gradient_op("ResizeBicubicGrad", grads, original_image, align_corners,
                        half_pixel_centers, name)


def _gradient_op(op_type, grads, original_image, align_corners, half_pixel_centers, name):
    """A resize's gradient op taking the original image (for its shape and dtype)."""
    g = graph_from_inputs((grads, original_image))
    with g.name_scope(name or op_type) as scope:
        dy = convert_to_tensor(grads, name="grads", graph=g)
        x = convert_to_tensor(original_image, name="original_image", graph=g)
        dtype = x.dtype.base_dtype
        return make_op(g, op_type, [dy, x], scope, dtype, x.shape,
                       {"T": dtype, "align_corners": bool(align_corners),
                        "half_pixel_centers": bool(half_pixel_centers)})


def resize_nearest_neighbor_grad(grads, size, align_corners=False, half_pixel_centers=False,
                                 name=None):
    """The gradient of ResizeNearestNeighbor: each output pixel's gradient added to its source."""
    g = graph_from_inputs((grads, size))
    with g.name_scope(name or "ResizeNearestNeighborGrad") as scope:
        dy = convert_to_tensor(grads, name="grads", graph=g)
        size = convert_to_tensor(size, dtype=dtypes.int32, name="size", graph=g)
        dtype = dy.dtype.base_dtype
        attrs = {"T": dtype, "align_corners": bool(align_corners),
                 "half_pixel_centers": bool(half_pixel_centers)}
        return make_op(g, "ResizeNearestNeighborGrad", [dy, size], scope, dtype,
                       _resize_shape(dy, size, "ResizeNearestNeighborGrad", attrs), attrs)


def _checked_size(op, x, size):
    """(new_height, new_width), after the checks TF's kernels make when run (a ValueError is
    the session's InvalidArgumentError)."""
    if op.attrs.get("half_pixel_centers") and op.attrs["align_corners"]:
        raise ValueError("If half_pixel_centers is True, align_corners must be False.")
    if x.ndim != 4:
        raise ValueError("input must be 4-dimensional[%s]" % ",".join(map(str, x.shape)))
    if np.ndim(size) != 1 or np.size(size) != 2:
        raise ValueError("shape_t must have two elements[%d]" % np.size(size))
    height, width = (int(v) for v in np.ravel(size))
    if height <= 0 or width <= 0:
        raise ValueError("output dimensions must be positive")
    if x.shape[3] == 0:
        raise ValueError("image must have at least one channel")
    if x.shape[1] == 0 or x.shape[2] == 0:
        raise ValueError("input image must be of non-zero size")
    return height, width


def _scale(in_size, out_size, align_corners):
    """TF's ratio of input to output size, in float32."""
    if align_corners and out_size > 1:
        return _F32(in_size - 1) / _F32(out_size - 1)
    return _F32(in_size) / _F32(out_size)


def _sources(in_size, out_size, align_corners, half_pixel_centers):
    """Where each output index reads the input, in float32."""
    scale = _scale(in_size, out_size, align_corners)
    steps = np.arange(out_size, dtype=_F32)
    if half_pixel_centers:
        return (steps + _F32(0.5)) * scale - _F32(0.5)
    return steps * scale


def _linear_taps(in_size, out_size, align_corners, half_pixel_centers):
    """(lower index, upper index, weight of the upper) along one axis."""
    where = _sources(in_size, out_size, align_corners, half_pixel_centers)
    floor = np.floor(where)
    lower = np.maximum(floor.astype(np.int64), 0)
    upper = np.minimum(np.ceil(where).astype(np.int64), in_size - 1)
    return lower, upper, (where - floor).astype(_F32)


@kernel("ResizeBilinear")
def _resize_bilinear(op, x, size):
    height, width = _checked_size(op, x, size)
    a = op.attrs
    y0, y1, wy = _linear_taps(x.shape[1], height, a["align_corners"], a["half_pixel_centers"])
    x0, x1, wx = _linear_taps(x.shape[2], width, a["align_corners"], a["half_pixel_centers"])
    image = x.astype(_F32)
    wx = wx[:, None]
    top_rows, bottom_rows = image[:, y0], image[:, y1]
    top = top_rows[:, :, x0] + (top_rows[:, :, x1] - top_rows[:, :, x0]) * wx
    bottom = bottom_rows[:, :, x0] + (bottom_rows[:, :, x1] - bottom_rows[:, :, x0]) * wx
    return top + (bottom - top) * wy[:, None, None]


@kernel("ResizeBilinearGrad")
def _resize_bilinear_grad(op, dy, x):
    a = op.attrs
    y0, y1, wy = _linear_taps(x.shape[1], dy.shape[1], a["align_corners"],
                              a["half_pixel_centers"])
    x0, x1, wx = _linear_taps(x.shape[2], dy.shape[2], a["align_corners"],
                              a["half_pixel_centers"])
    dy = dy.astype(_F32)
    out = np.zeros(x.shape, _F32)
    top, bottom = dy * (1 - wy)[:, None, None], dy * wy[:, None, None]
    # Each output pixel hands its gradient to the four pixels it blended, by their weights.
    for rows, part in ((y0, top), (y1, bottom)):
        for cols, weight in ((x0, 1 - wx), (x1, wx)):
            np.add.at(out, (slice(None), rows[:, None], cols[None, :]),
                      part * weight[:, None])
    return out.astype(x.dtype, copy=False)


def _nearest(in_size, out_size, align_corners, half_pixel_centers):
    """The input index each output index copies along one axis."""
    scale = _scale(in_size, out_size, align_corners)
    steps = np.arange(out_size, dtype=_F32)
    where = (steps + _F32(0.5)) * scale if half_pixel_centers else steps * scale
    # C's round: halves away from zero (numpy's round goes to even).
    picked = np.floor(where + _F32(0.5)) if align_corners else np.floor(where)
    picked = np.minimum(picked.astype(np.int64), in_size - 1)
    return np.maximum(picked, 0) if half_pixel_centers else picked


@kernel("ResizeNearestNeighbor")
def _resize_nearest(op, x, size):
    height, width = _checked_size(op, x, size)
    a = op.attrs
    rows = _nearest(x.shape[1], height, a["align_corners"], a["half_pixel_centers"])
    cols = _nearest(x.shape[2], width, a["align_corners"], a["half_pixel_centers"])
    return x[:, rows][:, :, cols]


@kernel("ResizeNearestNeighborGrad")
def _resize_nearest_grad(op, dy, size):
    height, width = (int(v) for v in np.ravel(size))
    a = op.attrs
    rows = _nearest(height, dy.shape[1], a["align_corners"], a["half_pixel_centers"])
    cols = _nearest(width, dy.shape[2], a["align_corners"], a["half_pixel_centers"])
    out = np.zeros((dy.shape[0], height, width, dy.shape[3]), dy.dtype)
    np.add.at(out, (slice(None), rows[:, None], cols[None, :]), dy)
    return out


_TABLE_SIZE = 1024


def _cubic_table(a):
    """Keys' cubic with parameter ``a`` at the distances i / 1024 (``near``, for 0..1) and
    1 + i / 1024 (``far``, for 1..2), as TF's kernel tabulates it: float32 distances, the
    polynomial in double, stored in float32."""
    x = (np.arange(_TABLE_SIZE + 1) / _TABLE_SIZE).astype(_F32)
    near = ((a + 2) * x.astype(np.float64) - (a + 3)) * x * x + 1
    x = (x + _F32(1)).astype(np.float64)
    far = ((a * x - 5 * a) * x + 8 * a) * x - 4 * a
    return near.astype(_F32), far.astype(_F32)


def _cubic_taps(in_size, out_size, align_corners, half_pixel_centers):
    """(indices, weights), each [out_size, 4]: the four input pixels each output blends, their
    weights read from the table at the source's distance from its pixel (rounded to 1/1024)."""
    where = _sources(in_size, out_size, align_corners, half_pixel_centers)
    start = np.floor(where)
    offset = np.rint((where - start) * _F32(_TABLE_SIZE)).astype(np.int64)
    raw = start.astype(np.int64)[:, None] + np.arange(-1, 3)
    indices = np.clip(raw, 0, in_size - 1)
    # Keys' a = -0.5 with half pixels; the old sampling keeps a = -0.75.
    near, far = _cubic_table(-0.5 if half_pixel_centers else -0.75)
    weights = np.stack([far[offset], near[offset], near[_TABLE_SIZE - offset],
                        far[_TABLE_SIZE - offset]], axis=1)
    if half_pixel_centers:
        # Taps outside the image count for nothing; the rest are scaled to sum to one.
        weights = np.where(raw == indices, weights, _F32(0))
        total = weights[:, 0] + weights[:, 1] + weights[:, 2] + weights[:, 3]
        usable = np.abs(total) >= 1000 * np.finfo(_F32).tiny
        weights = np.where(usable[:, None], weights * (_F32(1) / np.where(usable, total, 1))
                           [:, None], weights)
    return indices, weights.astype(_F32)


def _blend4(taps, weights):
    """``taps[0] * weights[0] + ... + taps[3] * weights[3]``, added in TF's order."""
    return taps[0] * weights[0] + taps[1] * weights[1] + taps[2] * weights[2] \
        + taps[3] * weights[3]


@kernel("ResizeBicubic")
def _resize_bicubic(op, x, size):
    height, width = _checked_size(op, x, size)
    a = op.attrs
    rows, wy = _cubic_taps(x.shape[1], height, a["align_corners"], a["half_pixel_centers"])
    cols, wx = _cubic_taps(x.shape[2], width, a["align_corners"], a["half_pixel_centers"])
    image = x.astype(_F32)
    # Down each of the four columns first, then across, as TF's kernel does.
    picked = image[:, rows][:, :, :, cols]          # [batch, height, 4, width, 4, channels]
    down = _blend4(np.moveaxis(picked, 2, 0), wy.T[:, None, :, None, None, None])
    return _blend4(np.moveaxis(down, 3, 0), wx.T[:, None, None, :, None])


def _area_weights(in_size, out_size, align_corners):
    """[out_size, in_size] float32: how much of each input pixel each output pixel covers."""
    scale = _scale(in_size, out_size, align_corners)
    weights = np.zeros((out_size, in_size), _F32)
    for o in range(out_size):
        start, end = _F32(o) * scale, _F32(o + 1) * scale
        for i in range(int(np.floor(start)), int(np.ceil(end))):
            inside = min(_F32(i + 1), end) - max(_F32(i), start)
            weights[o, min(max(i, 0), in_size - 1)] += inside
    return weights


@kernel("ResizeArea")
def _resize_area(op, x, size):
    height, width = _checked_size(op, x, size)
    align = op.attrs["align_corners"]
    wy = _area_weights(x.shape[1], height, align)
    wx = _area_weights(x.shape[2], width, align)
    norm = _F32(1) / (_scale(x.shape[1], height, align) * _scale(x.shape[2], width, align))
    across = np.einsum("bhwc,xw->bhxc", x.astype(_F32), wx)
    return (np.einsum("bhxc,yh->byxc", across, wy) * norm).astype(_F32)


@kernel("ResizeBicubicGrad")
def _resize_bicubic_grad(op, dy, x):
    a = op.attrs
    rows, wy = _cubic_taps(x.shape[1], dy.shape[1], a["align_corners"], a["half_pixel_centers"])
    cols, wx = _cubic_taps(x.shape[2], dy.shape[2], a["align_corners"], a["half_pixel_centers"])
    dy = dy.astype(_F32)
    out = np.zeros(x.shape, _F32)
    # Each output pixel hands its gradient to the 4 x 4 pixels it blended, by their weights.
    for i in range(4):
        for j in range(4):
            share = dy * wy[:, i][:, None, None] * wx[:, j][:, None]
            np.add.at(out, (slice(None), rows[:, i][:, None], cols[:, j][None, :]), share)
    return out.astype(x.dtype, copy=False)
