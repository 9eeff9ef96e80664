"""Hue, saturation and value: ``tf.image.rgb_to_hsv``, ``hsv_to_rgb``, ``adjust_hue``,
``adjust_saturation`` and their random versions, with TF's CPU kernels.

Mirrors ``gen_image_ops`` (RGBToHSV, HSVToRGB, AdjustHue, AdjustSaturation) and
``image_ops_impl.py``. All values are float32 in [0, 1]; hue is a fraction of the colour
circle. RGBToHSV takes V as the largest channel, S as (V - min) / V, and the hue from which
channel is largest; HSVToRGB rebuilds each channel as ``(1 - s + s * d) * v`` with ``d`` a
clipped tent of ``6h``. The two adjust ops are kernels of their own, computed per pixel as TF's
are: AdjustHue turns the hue by ``delta`` (in sixths of the circle, keeping each pixel's
smallest and largest channel), AdjustSaturation scales S by a factor, clipped to [0, 1].
``adjust_hue`` and ``adjust_saturation`` convert other image types to float32 and back
(without saturating, as TF). HSVToRGB has no gradient (TF's ``NotDifferentiable``).
Left out: the gradient of RGBToHSV.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     hsv = tf.image.rgb_to_hsv([[[1.0, 0.5, 0.0]]])
...     with tf.Session() as sess:
...         print(hsv.op.type, [round(float(v), 4) for v in sess.run(hsv).ravel()])
RGBToHSV [0.0833, 1.0, 1.0]
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..gradients_impl.registry import NotDifferentiable
from ..ops.core import convert_to_tensor, kernel, make_op, shape_error
from ..ops.random_ops import random_uniform
from ..ops.unary_math_ops import check_allowed
from .color import adjust_op, as_float, convert_image_dtype

_F32 = np.float32


def _rgb_last(x):
    """The three channels of ``x``'s last axis, as float32 arrays."""
    x = x.astype(_F32)
    return x[..., 0], x[..., 1], x[..., 2]


def _colorspace_op(op_type, images, name):
    """RGBToHSV or HSVToRGB: float images whose last axis is 3 (TF's shape function)."""
    g = graph_from_inputs((images,))
    with g.name_scope(name or op_type) as scope:
        x = convert_to_tensor(images, name="images", graph=g)
        check_allowed(x, "images", ("float16", "bfloat16", "float32", "float64"))
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype}

        def shape(node):
            dims = x.shape.dims
            if dims is None:
                return x.shape
            if not dims:
                raise shape_error("Shape must be at least rank 1 but is rank 0", node, op_type,
                                  attrs, [x])
            if dims[-1] not in (None, 3):
                raise shape_error("Dimension must be 3 but is %d" % dims[-1], node, op_type,
                                  attrs, [x])
            return list(dims[:-1]) + [3]
        return make_op(g, op_type, [x], scope, dtype, shape, attrs)


def _adjust(op_type, image, factor, factor_name, name, scope_name):
    """``image`` (any type, computed in float32) through AdjustHue or AdjustSaturation."""
    g = graph_from_inputs((image,))
    with g.name_scope(name, scope_name):
        image = convert_to_tensor(image, name="image", graph=g)
        original = image.dtype.base_dtype
        floats = as_float(image)
        with g.name_scope(op_type) as scope:
            factor = convert_to_tensor(factor, dtype=dtypes.float32, name=factor_name, graph=g)
            adjusted = adjust_op(g, op_type, floats, factor, scope)
        return convert_image_dtype(adjusted, original)


def rgb_to_hsv(images, name=None):
    """RGB ``images`` (last axis of 3, floats in [0, 1]) as hue, saturation, value."""
    return _colorspace_op("RGBToHSV", images, name)


def hsv_to_rgb(images, name=None):
    """HSV ``images`` (last axis of 3) back as red, green, blue."""
    return _colorspace_op("HSVToRGB", images, name)


NotDifferentiable("HSVToRGB")


@kernel("RGBToHSV")
def _rgb_to_hsv(op, x):
    r, g, b = _rgb_last(x)
    value = np.maximum(np.maximum(r, g), b)
    span = value - np.minimum(np.minimum(r, g), b)
    with np.errstate(divide="ignore", invalid="ignore"):
        saturation = np.where(value > 0, span / value, _F32(0))
        norm = (_F32(1) / span) * _F32(1 / 6)
        hue = np.where(r == value, norm * (g - b),
                       np.where(g == value, norm * (b - r) + _F32(2 / 6),
                                norm * (r - g) + _F32(4 / 6)))
    hue = np.where(span > 0, hue, _F32(0))
    hue = np.where(hue < 0, hue + _F32(1), hue)
    return np.stack([hue, saturation, value], axis=-1).astype(x.dtype)


@kernel("HSVToRGB")
def _hsv_to_rgb(op, x):
    h, s, v = _rgb_last(x)
    dh = h * _F32(6)
    tents = (np.clip(np.abs(dh - _F32(3)) - _F32(1), 0, 1),
             np.clip(_F32(2) - np.abs(dh - _F32(2)), 0, 1),
             np.clip(_F32(2) - np.abs(dh - _F32(4)), 0, 1))
    one_s = _F32(1) - s
    return np.stack([(one_s + s * d) * v for d in tents], axis=-1).astype(x.dtype)


def adjust_hue(image, delta, name=None):
    """``image`` with every pixel's hue turned by ``delta`` (a fraction of the circle)."""
    return _adjust("AdjustHue", image, delta, "delta", name, "adjust_hue")


def adjust_saturation(image, saturation_factor, name=None):
    """``image`` with every pixel's saturation times ``saturation_factor`` (at most 1)."""
    return _adjust("AdjustSaturation", image, saturation_factor, "scale", name,
                   "adjust_saturation")


def random_hue(image, max_delta, seed=None):
    """``adjust_hue`` by a delta drawn from [-max_delta, max_delta), max_delta at most 0.5."""
    if max_delta > 0.5:
        raise ValueError("max_delta must be <= 0.5.")
    if max_delta < 0:
        raise ValueError("max_delta must be non-negative.")
    return adjust_hue(image, random_uniform([], -max_delta, max_delta, seed=seed))


def random_saturation(image, lower, upper, seed=None):
    """``adjust_saturation`` by a factor drawn from [lower, upper)."""
    if upper <= lower:
        raise ValueError("upper must be > lower.")
    if lower < 0:
        raise ValueError("lower must be non-negative.")
    return adjust_saturation(image, random_uniform([], lower, upper, seed=seed))


def _sorted_channels(r, g, b):
    """(largest, middle, smallest channel, sixth of the circle) per pixel, as TF's AdjustHue
    reads the hue: the sixth from the order of the channels, ties counted either way."""
    r_lt_g = r < g
    cases = [  # (condition, sixth, largest, middle, smallest)
        (r_lt_g & (b < r), 1, g, r, b), (r_lt_g & (b > g), 3, b, g, r),
        (r_lt_g, 2, g, b, r), (~r_lt_g & (b < g), 0, r, g, b),
        (~r_lt_g & (b > r), 4, b, r, g), (~r_lt_g, 5, r, b, g)]
    sixth = np.select([c[0] for c in cases], [c[1] for c in cases])
    largest, middle, smallest = (np.select([c[0] for c in cases], [c[k] for c in cases])
                                 for k in (2, 3, 4))
    return largest.astype(_F32), middle.astype(_F32), smallest.astype(_F32), sixth


@kernel("AdjustHue")
def _adjust_hue(op, x, delta):
    if np.ndim(delta):
        raise ValueError("delta must be scalar: %s" % (list(np.shape(delta)),))
    r, g, b = _rgb_last(x)
    v_max, v_mid, v_min, sixth = _sorted_channels(r, g, b)
    span = v_max - v_min
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = (v_mid - v_min) / span
    rising = sixth % 2 == 0
    hue = np.where(span == 0, _F32(0), sixth + np.where(rising, ratio, _F32(1) - ratio))
    hue = (hue + _F32(delta) * _F32(6)).astype(_F32)
    # Back into [0, 6) by whole turns, one at a time as TF's loop (not a remainder).
    while np.any(hue < 0):
        hue = np.where(hue < 0, hue + _F32(6), hue)
    while np.any(hue >= 6):
        hue = np.where(hue >= 6, hue - _F32(6), hue)
    sixth = hue.astype(np.int64)
    ratio = hue - sixth
    ratio = np.where(sixth % 2 == 0, ratio, _F32(1) - ratio)
    v_mid = v_min + ratio * span
    channels = {0: (v_max, v_mid, v_min), 1: (v_mid, v_max, v_min), 2: (v_min, v_max, v_mid),
                3: (v_min, v_mid, v_max), 4: (v_mid, v_min, v_max), 5: (v_max, v_min, v_mid)}
    out = [np.select([sixth == k for k in range(5)], [channels[k][c] for k in range(5)],
                     channels[5][c]) for c in range(3)]
    return np.stack(out, axis=-1).astype(x.dtype)


@kernel("AdjustSaturation")
def _adjust_saturation(op, x, scale):
    if np.ndim(scale):
        raise ValueError("scale must be scalar: %s" % (list(np.shape(scale)),))
    r, g, b = _rgb_last(x)
    value = np.maximum(r, np.maximum(g, b))
    span = value - np.minimum(r, np.minimum(g, b))
    with np.errstate(divide="ignore", invalid="ignore"):
        saturation = np.where(value > 0, span / value, _F32(0))
        norm = _F32(1) / (_F32(6) * span)
        # TF adds the sixths in double and stores the hue in float.
        hue = np.where(r == value, norm * (g - b),
                       np.where(g == value, (norm * (b - r)).astype(np.float64) + 2.0 / 6.0,
                                (norm * (r - g)).astype(np.float64) + 4.0 / 6.0)).astype(_F32)
    hue = np.where(span <= 0, _F32(0), hue)
    hue = np.where(hue < 0, hue + _F32(1), hue)
    saturation = np.minimum(_F32(1), np.maximum(_F32(0), saturation * _F32(scale)))
    chroma = saturation * value
    low = value - chroma
    dh = hue * _F32(6)
    sixth = dh.astype(np.int64)
    within = np.mod(dh, _F32(2))
    x_part = chroma * (_F32(1) - np.abs(within - _F32(1)))
    zero = np.zeros_like(chroma)
    parts = {0: (chroma, x_part, zero), 1: (x_part, chroma, zero), 2: (zero, chroma, x_part),
             3: (zero, x_part, chroma), 4: (x_part, zero, chroma), 5: (chroma, zero, x_part)}
    out = [np.select([sixth == k for k in range(6)], [parts[k][c] for k in range(6)], zero) + low
           for c in range(3)]
    return np.stack(out, axis=-1).astype(x.dtype)
