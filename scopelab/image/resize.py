"""``tf.image.resize_images``, TF1's ``tf.image.resize``: images resized by one of four
methods.

Mirrors ``resize_images`` and ``_resize_images_common`` of ``image_ops_impl.py``. Under a
``resize`` scope a single image ``[height, width, channels]`` is made a batch of one
(ExpandDims) and squeezed back afterwards; ``size`` becomes an int32 Const ``resize/size``
(or stays the tensor given); ``method`` (``ResizeMethod``: BILINEAR 0, NEAREST_NEIGHBOR 1,
BICUBIC 2, AREA 3, or TF 2's "bilinear", "nearest", "bicubic", "area") picks the op
(resize_ops.py). A size equal to the image's own, when both are known, builds no resize op
at all. ``preserve_aspect_ratio`` scales both sides by the smaller of the two ratios,
rounded, computed in the graph. TF1's resize keeps ``half_pixel_centers`` off. Cropping and
padding to a size are ``boxes.py``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     r = tf.image.resize_images(tf.zeros([4, 6, 3]), [8, 5])
>>> r.name, r.shape.as_list(), r.op.inputs[0].op.type
('resize/Squeeze:0', [8, 5, 3], 'ResizeBilinear')
"""
from .. import dtypes
from ..default_graph import graph_from_inputs
from ..ops import array_ops
from ..ops.core import convert_to_tensor
from ..ops.indexing_ops import squeeze, stack
from ..ops.math_ops import cast, minimum, truediv
from ..ops.resize_ops import (new_size, resize_area, resize_bicubic, resize_bilinear,
                              resize_nearest_neighbor)
from ..ops.slice_ops import unstack
from ..ops.unary_math_ops import round as round_


class ResizeMethod:
    """TF1's resize methods (``ResizeMethodV1``), numbered as TF numbers them."""
    BILINEAR = 0
    NEAREST_NEIGHBOR = 1
    BICUBIC = 2
    AREA = 3


# TF1's resize also takes TF 2's names of the methods.
_RESIZERS = {ResizeMethod.BILINEAR: resize_bilinear, "bilinear": resize_bilinear,
             ResizeMethod.NEAREST_NEIGHBOR: resize_nearest_neighbor,
             "nearest": resize_nearest_neighbor,
             ResizeMethod.BICUBIC: resize_bicubic, "bicubic": resize_bicubic,
             ResizeMethod.AREA: resize_area, "area": resize_area}


def image_dimensions(image, rank):
    """The sizes of ``image``'s axes: ints where known, else scalar tensors from its Shape
    (all of them from one Unstack, as TF's ``_ImageDimensions``)."""
    if image.shape.is_fully_defined():
        return image.shape.as_list()
    static = image.shape.with_rank(rank).as_list()
    dynamic = unstack(array_ops.shape(image), rank)
    return [s if s is not None else d for s, d in zip(static, dynamic)]


def as_batch(images):
    """(``images`` as a batch, whether it was one): a single image gets a leading axis."""
    if images.shape.ndims is None:
        raise ValueError("'images' contains no shape.")
    if images.shape.ndims == 3:
        return array_ops.expand_dims(images, 0), False
    if images.shape.ndims != 4:
        raise ValueError("'images' must have either 3 or 4 dimensions.")
    return images, True


def resize_images(images, size, method=ResizeMethod.BILINEAR, align_corners=False,
                  preserve_aspect_ratio=False, name=None):
    """``images`` (one or a batch) resized to ``size`` = [new_height, new_width]."""
    resizer = _RESIZERS.get(method)
    g = graph_from_inputs((images, size))
    with g.name_scope(name, "resize"):
        images = convert_to_tensor(images, name="images", graph=g)
        images, is_batch = as_batch(images)
        _, height, width, _ = images.shape.as_list()
        try:
            size = convert_to_tensor(size, dtype=dtypes.int32, name="size", graph=g)
        except (TypeError, ValueError):
            raise ValueError("'size' must be a 1-D int32 Tensor") from None
        if not size.shape.is_compatible_with([2]):
            raise ValueError("'size' must be a 1-D Tensor of 2 elements: new_height, new_width")
        if preserve_aspect_ratio:
            _, current_height, current_width, _ = image_dimensions(images, 4)
            # Each use casts the size again: TF's graph has a Cast per use.
            scale = minimum(
                truediv(cast(size[0], dtypes.float32), cast(current_height, dtypes.float32)),
                truediv(cast(size[1], dtypes.float32), cast(current_width, dtypes.float32)))
            size = stack([
                cast(round_(scale * cast(current_height, dtypes.float32)), dtypes.int32),
                cast(round_(scale * cast(current_width, dtypes.float32)), dtypes.int32)],
                name="size")
        new_height, new_width = new_size(size)
        if None not in (height, width, new_height, new_width) and \
                (height, width) == (new_height, new_width):
            return images if is_batch else squeeze(images, axis=[0])
        if resizer is None:
            raise ValueError("Resize method is not implemented: {}".format(method))
        images = resizer(images, size, align_corners=align_corners)
        images.set_shape([None, new_height, new_width, None])
        return images if is_batch else squeeze(images, axis=[0])
