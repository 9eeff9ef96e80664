"""Cropping and padding images to a box: ``tf.image.crop_to_bounding_box``,
``pad_to_bounding_box``, ``resize_image_with_crop_or_pad`` (``resize_with_crop_or_pad``) and
``resize_image_with_pad``.

Mirrors ``image_ops_impl.py``. Each makes one image a batch of one (ExpandDims; an image of
unknown rank counts as one image) and squeezes it back at the end. A crop is a Slice, a pad a
Pad whose paddings are a Reshape of an eight-number stack. Offsets and sizes may be Python ints
or tensors: with ints the checks (offsets not negative, the box inside the image) are made in
Python and raise ValueError; a tensor among them makes the check an Assert, run with the image
(Identity ``control_dependency``). ``resize_image_with_crop_or_pad`` crops centrally where the
image is larger and pads evenly where it is smaller; ``resize_image_with_pad`` resizes keeping
the aspect ratio (``resize_images``, computed in float32 in the graph) and pads the rest.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     p = tf.image.pad_to_bounding_box([[[1]]], 1, 0, 2, 2)
...     with tf.Session() as sess:
...         print(p.name, sess.run(p).ravel().tolist())
pad_to_bounding_box/Squeeze:0 [0, 0, 1, 0]
"""
from .. import dtypes
from ..default_graph import graph_from_inputs
from ..gradients_impl.constant_value import is_tensor
from ..ops import array_ops
from ..ops.core import convert_to_tensor
from ..ops.gating_ops import with_dependencies
from ..ops.indexing_ops import squeeze, stack
from ..ops.math_ops import cast, equal, floor, maximum, minimum
from ..ops.slice_ops import pad
from .geometry import check, check_at_least_3d
from .resize import ResizeMethod, image_dimensions, resize_images


def _as_batch(image):
    """(``image`` as a batch, whether it was one); unknown rank counts as one image."""
    ndims = image.shape.ndims
    if ndims == 4:
        return image, True
    if ndims not in (3, None):
        raise ValueError("'image' (shape %s) must have either 3 or 4 dimensions." % image.shape)
    batch = array_ops.expand_dims(image, 0)
    if ndims is None:
        batch.set_shape([None] * 4)
    return batch, False


def _static(values):
    """The known sizes among ``values``, None for the tensors."""
    return [None if is_tensor(v) else v for v in values]


def _pick(tensor_op, python_op):
    """An op on two sizes: the graph's when either is a tensor, else Python's."""
    return lambda x, y: tensor_op(x, y) if is_tensor(x) or is_tensor(y) else python_op(x, y)


_max, _min, _equal = _pick(maximum, max), _pick(minimum, min), _pick(equal, lambda x, y: x == y)


def pad_to_bounding_box(image, offset_height, offset_width, target_height, target_width):
    """``image`` padded with zeros to ``target_height`` x ``target_width``, its top left
    corner at (``offset_height``, ``offset_width``)."""
    g = graph_from_inputs((image,))
    with g.name_scope(None, "pad_to_bounding_box"):
        image, is_batch = _as_batch(convert_to_tensor(image, name="image", graph=g))
        batch, height, width, depth = image_dimensions(image, 4)
        after_width = target_width - offset_width - width
        after_height = target_height - offset_height - height
        checks = check_at_least_3d(image)
        checks += check(offset_height >= 0, "offset_height must be >= 0")
        checks += check(offset_width >= 0, "offset_width must be >= 0")
        checks += check(after_width >= 0, "width must be <= target - offset")
        checks += check(after_height >= 0, "height must be <= target - offset")
        image = with_dependencies(checks, image)
        paddings = array_ops.reshape(stack([0, 0, offset_height, after_height, offset_width,
                                            after_width, 0, 0]), [4, 2])
        padded = pad(image, paddings)
        padded.set_shape(_static([batch, target_height, target_width, depth]))
        return padded if is_batch else squeeze(padded, axis=[0])


def crop_to_bounding_box(image, offset_height, offset_width, target_height, target_width):
    """The ``target_height`` x ``target_width`` box of ``image`` whose top left corner is at
    (``offset_height``, ``offset_width``)."""
    g = graph_from_inputs((image,))
    with g.name_scope(None, "crop_to_bounding_box"):
        image, is_batch = _as_batch(convert_to_tensor(image, name="image", graph=g))
        checks = check_at_least_3d(image)
        batch, height, width, depth = image_dimensions(image, 4)
        checks += check(offset_width >= 0, "offset_width must be >= 0.")
        checks += check(offset_height >= 0, "offset_height must be >= 0.")
        checks += check(target_width > 0, "target_width must be > 0.")
        checks += check(target_height > 0, "target_height must be > 0.")
        checks += check(width >= (target_width + offset_width),
                         "width must be >= target + offset.")
        checks += check(height >= (target_height + offset_height),
                         "height must be >= target + offset.")
        image = with_dependencies(checks, image)
        cropped = array_ops.slice(
            image, stack([0, offset_height, offset_width, 0]),
            stack([array_ops.shape(image)[0], target_height, target_width,
                   array_ops.shape(image)[3]]))
        cropped.set_shape(_static([batch, target_height, target_width, depth]))
        return cropped if is_batch else squeeze(cropped, axis=[0])


def _target_checks(image, target_height, target_width):
    """The checks both fitting functions make first, with the image's own."""
    checks = check_at_least_3d(image)
    checks += check(target_width > 0, "target_width must be > 0.")
    checks += check(target_height > 0, "target_height must be > 0.")
    return checks


def resize_image_with_crop_or_pad(image, target_height, target_width):
    """``image`` cropped centrally or padded evenly with zeros to the target size."""
    g = graph_from_inputs((image,))
    with g.name_scope(None, "resize_image_with_crop_or_pad"):
        image, is_batch = _as_batch(convert_to_tensor(image, name="image", graph=g))
        checks = _target_checks(image, target_height, target_width)
        image = with_dependencies(checks, image)
        # The crop and pad check the sizes again; these checks come first, as TF's do.
        if is_tensor(target_height):
            target_height = with_dependencies(checks, target_height)
        if is_tensor(target_width):
            target_width = with_dependencies(checks, target_width)
        _, height, width, _ = image_dimensions(image, 4)
        width_diff = target_width - width
        crop_width, pad_width = _max(-width_diff // 2, 0), _max(width_diff // 2, 0)
        height_diff = target_height - height
        crop_height, pad_height = _max(-height_diff // 2, 0), _max(height_diff // 2, 0)
        cropped = crop_to_bounding_box(image, crop_height, crop_width,
                                       _min(target_height, height), _min(target_width, width))
        resized = pad_to_bounding_box(cropped, pad_height, pad_width, target_height,
                                      target_width)
        _, resized_height, resized_width, _ = image_dimensions(resized, 4)
        checks = check(_equal(resized_height, target_height), "resized height is not correct.")
        checks += check(_equal(resized_width, target_width), "resized width is not correct.")
        resized = with_dependencies(checks, resized)
        return resized if is_batch else squeeze(resized, axis=[0])


def resize_image_with_pad(image, target_height, target_width, method=ResizeMethod.BILINEAR,
                          align_corners=False):
    """``image`` resized to fit the target size with its aspect ratio kept, then padded with
    zeros on both sides of the shorter side."""
    g = graph_from_inputs((image,))
    with g.name_scope(None, "resize_image_with_pad"):
        image, is_batch = _as_batch(convert_to_tensor(image, name="image", graph=g))
        image = with_dependencies(_target_checks(image, target_height, target_width), image)
        _, height, width, _ = image_dimensions(image, 4)
        f_height, f_width = cast(height, dtypes.float32), cast(width, dtypes.float32)
        f_target_height = cast(target_height, dtypes.float32)
        f_target_width = cast(target_width, dtypes.float32)
        ratio = _max(f_width / f_target_width, f_height / f_target_height)
        resized_height_float, resized_width_float = f_height / ratio, f_width / ratio
        resized_height = cast(floor(resized_height_float), dtypes.int32)
        resized_width = cast(floor(resized_width_float), dtypes.int32)
        padding_height = (f_target_height - resized_height_float) / 2
        padding_width = (f_target_width - resized_width_float) / 2
        padding_height, padding_width = floor(padding_height), floor(padding_width)
        p_height = _max(0, cast(padding_height, dtypes.int32))
        p_width = _max(0, cast(padding_width, dtypes.int32))
        resized = resize_images(image, [resized_height, resized_width], method,
                                align_corners=align_corners)
        padded = pad_to_bounding_box(resized, p_height, p_width, target_height, target_width)
        image_dimensions(padded, 4)
        return padded if is_batch else squeeze(padded, axis=[0])
