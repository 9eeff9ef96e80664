"""The gradients of the resize ops: ResizeBilinearGrad, ResizeBicubicGrad and
ResizeNearestNeighborGrad; HSVToRGB has none (image/hsv.py), nor ResizeArea. ResizeBilinearGrad
is registered as not differentiable, as in TF; the other two gradient ops have no gradient.

Mirrors ``image_grad.py``. Each output pixel of a resize read one (nearest neighbour), four
(bilinear) or sixteen (bicubic) input pixels; the gradient hands its value back to them, by the
same weights. The bilinear and bicubic gradient ops take the original image (for its shape and
type), the nearest-neighbour one its height and width: a Const when they are known when the
graph is built (``gradients/ResizeNearestNeighbor_grad/ResizeNearestNeighborGrad/size``), else
a slice of its Shape. The size gets no gradient.

>>> import scopelab as tf
>>> from scopelab.gradients_impl import gradients
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[[[1.0], [2.0]]]])
...     dx, = gradients(tf.image.resize_nearest_neighbor(x, [1, 4]), [x])
...     with tf.Session() as sess:
...         print(dx.op.type, sess.run(dx).ravel().tolist())
ResizeNearestNeighborGrad [2.0, 2.0]
"""
from ..ops import array_ops
from ..ops.resize_ops import (resize_bicubic_grad, resize_bilinear_grad,
                              resize_nearest_neighbor_grad)
from .registry import NotDifferentiable, RegisterGradient

NotDifferentiable("ResizeBilinearGrad")


@RegisterGradient("ResizeBilinear")
def _resize_bilinear_grad(op, grad):
    return resize_bilinear_grad(grad, op.inputs[0], align_corners=op.attrs["align_corners"],
                                half_pixel_centers=op.attrs["half_pixel_centers"]), None


@RegisterGradient("ResizeBicubic")
def _resize_bicubic_grad(op, grad):
    return resize_bicubic_grad(grad, op.inputs[0], align_corners=op.attrs["align_corners"],
                               half_pixel_centers=op.attrs["half_pixel_centers"]), None


@RegisterGradient("ResizeNearestNeighbor")
def _resize_nearest_neighbor_grad(op, grad):
    image_shape = op.inputs[0].shape[1:3]
    if image_shape.is_fully_defined():
        size = image_shape.as_list()
    else:
        size = array_ops.shape(op.inputs[0])[1:3]
    return resize_nearest_neighbor_grad(grad, size, align_corners=op.attrs["align_corners"],
                                        half_pixel_centers=op.attrs["half_pixel_centers"]), None
