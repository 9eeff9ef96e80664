"""Pixel values: ``tf.image.convert_image_dtype``, ``per_image_standardization``,
``rgb_to_grayscale``, ``grayscale_to_rgb``, brightness and contrast (and their random versions).

Mirrors ``image_ops_impl.py``. ``convert_image_dtype`` moves between the ranges of image types:
floats span [0, 1], integers [0, MAX]. Integer to integer divides (FloorDiv) or multiplies by
the ratio of the ranges plus one; integer to float multiplies by ``1 / MAX``; float to integer
multiplies by ``MAX + 0.5`` and casts (``saturate`` clips first, with TF's saturate_cast); the
same type is an Identity. ``per_image_standardization`` is ``(x - mean) / max(std,
1/sqrt(pixels))`` per image. ``adjust_brightness`` adds a delta in float and converts back
saturating; ``adjust_contrast`` is the AdjustContrastv2 op: each channel of each image moved
away from its mean by ``contrast_factor``. The random versions draw the delta or factor from
one RandomUniform (TF's numbers with a seed).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     c = tf.image.convert_image_dtype(tf.constant([[[255, 0, 51]]], tf.uint8), tf.float32)
...     with tf.Session() as sess:
...         print(c.name, sess.run(c).ravel().tolist())
convert_image:0 [1.0, 0.0, 0.20000001788139343]
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..ops import array_ops
from ..ops.check_ops import assert_equal, assert_greater_equal
from ..ops.clip_ops import saturate_cast
from ..ops.core import convert_to_tensor, kernel, make_op, shape_error
from ..ops.gating_ops import with_dependencies
from ..ops.grad_ops import tile
from ..ops.indexing_ops import concat
from ..ops.math_ops import add, cast, floordiv, maximum, multiply, truediv
from ..ops.random_ops import random_uniform
from ..ops.reduction_ops import reduce_mean, reduce_prod
from ..ops.statistic_ops import reduce_std
from ..ops.tensordot_ops import tensordot
from ..ops.unary_math_ops import check_allowed, rsqrt
from .geometry import assert_at_least_3d, check, given_shape


def convert_image_dtype(image, dtype, saturate=False, name=None):
    """``image`` in ``dtype``, its values scaled from one type's range to the other's."""
    image = convert_to_tensor(image, name="image")
    dtype = dtypes.as_dtype(dtype)
    source = image.dtype.base_dtype
    if not (dtype.is_floating or dtype.is_integer):
        raise AttributeError("dtype must be either floating point or integer")
    if not (source.is_floating or source.is_integer):
        raise AttributeError("image dtype must be either floating point or integer")
    if dtype == source:
        return array_ops.identity(image, name=name)
    with image.graph.name_scope(name, "convert_image") as scope:
        convert = saturate_cast if saturate else cast
        if source.is_integer and dtype.is_integer:
            if source.max > dtype.max:
                return convert(floordiv(image, (source.max + 1) // (dtype.max + 1)), dtype,
                               name=scope)
            return multiply(convert(image, dtype), (dtype.max + 1) // (source.max + 1),
                            name=scope)
        if source.is_floating and dtype.is_floating:
            return cast(image, dtype, name=scope)
        if source.is_integer:
            return multiply(cast(image, dtype), 1. / source.max, name=scope)
        return convert(multiply(image, dtype.max + 0.5), dtype, name=scope)


def as_float(image):
    """``image`` to compute on: a float16 or float32 one as it is, any other converted to
    float32 (scaled as ``convert_image_dtype`` scales), as TF's adjustments do."""
    if image.dtype.base_dtype in (dtypes.float16, dtypes.float32):
        return image
    return convert_image_dtype(image, dtypes.float32)


def per_image_standardization(image):
    """Each image scaled to mean 0 and variance 1 (the deviation at least 1/sqrt(pixels))."""
    g = graph_from_inputs((image,))
    with g.name_scope(None, "per_image_standardization") as scope:
        image = assert_at_least_3d(convert_to_tensor(image, name="image", graph=g))
        image = cast(image, dtypes.float32)
        pixels = reduce_prod(array_ops.shape(image)[-3:])
        mean = reduce_mean(image, axis=[-1, -2, -3], keepdims=True)
        stddev = reduce_std(image, axis=[-1, -2, -3], keepdims=True)
        adjusted = maximum(stddev, rsqrt(cast(pixels, dtypes.float32)))
        return truediv(image - mean, adjusted, name=scope)


def rgb_to_grayscale(images, name=None):
    """The luma of RGB ``images`` (weights 0.2989, 0.5870, 0.1140), a last axis of one."""
    g = graph_from_inputs((images,))
    with g.name_scope(name, "rgb_to_grayscale") as scope:
        images = convert_to_tensor(images, name="images", graph=g)
        floats = convert_image_dtype(images, dtypes.float32)
        gray = tensordot(floats, [0.2989, 0.5870, 0.1140], [-1, -1])
        return convert_image_dtype(array_ops.expand_dims(gray, -1), images.dtype, name=scope)


def _assert_grayscale(images):
    """``images`` behind a ``control_dependency`` Identity with TF's checks of a gray image:
    static ones raise ValueError now, the rest are Asserts run with it."""
    shape = images.shape
    if shape.ndims is not None and shape.ndims < 2:
        raise ValueError("A grayscale image (shape %s) must be at least two-dimensional."
                         % shape)
    checks = []
    if shape.is_fully_defined():
        if shape.as_list()[-1] != 1:
            raise ValueError("Last dimension of a grayscale image should be size 1.")
    else:
        message = "Last dimension of a grayscale image should be size 1."
        checks = [assert_equal(array_ops.shape(images)[-1], 1, message=message),
                  assert_greater_equal(array_ops.rank(images), 3, message="A grayscale image "
                                       "must be at least two-dimensional.")]
    return with_dependencies(checks, images)


def grayscale_to_rgb(images, name=None):
    """Gray ``images`` (a last axis of one) with the value repeated in three channels."""
    g = graph_from_inputs((images,))
    with g.name_scope(name, "grayscale_to_rgb") as scope:
        given_shape(images)  # TF reads the shape before converting
        images = _assert_grayscale(convert_to_tensor(images, graph=g))
        rank_1 = array_ops.expand_dims(array_ops.rank(images) - 1, 0)
        multiples = concat([array_ops.ones(rank_1, dtype=dtypes.int32),
                            array_ops.expand_dims(3, 0)], 0)
        rgb = tile(images, multiples, name=scope)
        rgb.set_shape(images.shape[:-1].concatenate([3]))
        return rgb


def adjust_brightness(image, delta):
    """``image`` plus ``delta`` (computed in float, converted back saturating)."""
    g = graph_from_inputs((image, delta))
    with g.name_scope(None, "adjust_brightness") as scope:
        image = convert_to_tensor(image, name="image", graph=g)
        original = image.dtype.base_dtype
        floats = as_float(image)
        adjusted = add(floats, cast(delta, floats.dtype), name=scope)
        return convert_image_dtype(adjusted, original, saturate=True)


def adjust_contrast(images, contrast_factor):
    """Each channel of each image moved from its mean by ``contrast_factor``
    (AdjustContrastv2)."""
    g = graph_from_inputs((images, contrast_factor))
    with g.name_scope(None, "adjust_contrast") as scope:
        images = convert_to_tensor(images, name="images", graph=g)
        original = images.dtype.base_dtype
        floats = as_float(images)
        factor = convert_to_tensor(contrast_factor, dtype=dtypes.float32,
                                   name="contrast_factor", graph=g)
        adjusted = adjust_op(g, "AdjustContrastv2", floats, factor, scope, scalar=True)
        return convert_image_dtype(adjusted, original, saturate=True)


def adjust_op(g, op_type, images, factor, name, scalar=False):
    """An op adjusting half or float ``images`` of rank 3 or more by ``factor`` (a scalar, if
    ``scalar``, as AdjustContrastv2's): the shape checks of TF's shape function."""
    check_allowed(images, "images", ("float16", "float32"))
    dtype = images.dtype.base_dtype
    attrs = {"T": dtype}

    def shape(node):
        ndims = images.shape.ndims
        if ndims is not None and ndims < 3:
            raise shape_error("Shape must be at least rank 3 but is rank %d" % ndims,
                              node, op_type, attrs, [images, factor])
        if scalar and factor.shape.ndims not in (None, 0):
            raise shape_error("Shape must be rank 0 but is rank %d" % factor.shape.ndims,
                              node, op_type, attrs, [images, factor])
        return images.shape
    return make_op(g, op_type, [images, factor], name, dtype, shape, attrs)


@kernel("AdjustContrastv2")
def _adjust_contrast(op, images, factor):
    values = images.astype(np.float32)
    means = values.mean(axis=(-3, -2), keepdims=True, dtype=np.float32)
    return ((values - means) * np.float32(factor) + means).astype(images.dtype)


def adjust_gamma(image, gamma=1, gain=1):
    """``gain * image ** gamma``, computed in float and converted back saturating."""
    g = graph_from_inputs((image, gamma, gain))
    with g.name_scope(None, "adjust_gamma"):
        image = convert_to_tensor(image, name="image", graph=g)
        original = image.dtype.base_dtype
        floats = as_float(image)
        checks = check(gamma >= 0, "Gamma should be a non-negative real number.")
        if checks:
            gamma = with_dependencies(checks, gamma)
        return convert_image_dtype(gain * floats ** gamma, original, saturate=True)


def random_brightness(image, max_delta, seed=None):
    """``adjust_brightness`` by a delta drawn from [-max_delta, max_delta)."""
    if max_delta < 0:
        raise ValueError("max_delta must be non-negative.")
    return adjust_brightness(image, random_uniform([], -max_delta, max_delta, seed=seed))


def random_contrast(image, lower, upper, seed=None):
    """``adjust_contrast`` by a factor drawn from [lower, upper)."""
    if upper <= lower:
        raise ValueError("upper must be > lower.")
    if lower < 0:
        raise ValueError("lower must be non-negative.")
    return adjust_contrast(image, random_uniform([], lower, upper, seed=seed))
