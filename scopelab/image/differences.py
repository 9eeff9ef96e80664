"""Differences between neighbouring pixels: ``tf.image.total_variation`` and
``tf.image.image_gradients``.

Mirrors ``image_ops_impl.py``. Both subtract an image shifted by one pixel from itself, with
strided slices. ``total_variation`` sums the absolute differences down and across (over the
whole image, or per image of a batch); ``image_gradients`` returns the two differences
(``dy``, ``dx``) of a batch padded with a row or column of zeros to the image's shape, the
difference ``I(y + 1, x) - I(y, x)`` stored at (y, x). Both read the image's static shape first,
so they take tensors, not numpy arrays (TF's AttributeError).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     tv = tf.image.total_variation(tf.constant([[[1.0], [3.0]], [[2.0], [2.0]]]))
...     with tf.Session() as sess:
...         print(tv.name, sess.run(tv))
total_variation/add:0 4.0
"""
from ..default_graph import get_default_graph
from ..ops import array_ops
from ..ops.indexing_ops import concat, stack
from ..ops.math_ops import abs as abs_
from ..ops.reduction_ops import reduce_sum
from ..ops.slice_ops import unstack
from .geometry import given_shape


def total_variation(images, name=None):
    """The sum of absolute differences between neighbouring pixels (per image of a batch)."""
    with get_default_graph().name_scope(name, "total_variation"):
        ndims = given_shape(images).ndims
        if ndims == 3:
            down = images[1:, :, :] - images[:-1, :, :]
            across = images[:, 1:, :] - images[:, :-1, :]
            axes = None
        elif ndims == 4:
            down = images[:, 1:, :, :] - images[:, :-1, :, :]
            across = images[:, :, 1:, :] - images[:, :, :-1, :]
            axes = [1, 2, 3]
        else:
            raise ValueError("'images' must be either 3 or 4-dimensional.")
        return reduce_sum(abs_(down), axis=axes) + reduce_sum(abs_(across), axis=axes)


def image_gradients(image):
    """(dy, dx): each pixel's difference to the next one down and across, zero at the edge."""
    shape = given_shape(image)
    if shape.ndims != 4:
        raise ValueError("image_gradients expects a 4D tensor [batch_size, h, w, d], not {}."
                         .format(shape))
    image_shape = array_ops.shape(image)
    batch_size, height, width, depth = unstack(image_shape)
    dy = image[:, 1:, :, :] - image[:, :-1, :, :]
    dx = image[:, :, 1:, :] - image[:, :, :-1, :]
    zeros = array_ops.zeros(stack([batch_size, 1, width, depth]), image.dtype)
    dy = array_ops.reshape(concat([dy, zeros], 1), image_shape)
    zeros = array_ops.zeros(stack([batch_size, height, 1, depth]), image.dtype)
    dx = array_ops.reshape(concat([dx, zeros], 2), image_shape)
    return dy, dx
