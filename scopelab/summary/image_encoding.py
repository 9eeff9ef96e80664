"""The ``ImageSummary`` kernel: a batch of images as PNG files, scaled to bytes as TF does.

Mirrors ``tensorflow/core/kernels/summary_image_op.cc``. The input is [batch, height, width,
channels] with 1 (grey), 3 (RGB) or 4 (RGBA) channels; the first ``max_images`` images each
become one ``Summary.Value`` tagged ``<tag>/image/<i>`` (just ``<tag>/image`` when
``max_images`` is 1), holding the PNG bytes (png.py) and the image's size.
uint8 images are stored as they are. Float images are scaled one image at a time, from the
pixels whose channels are all finite:

- no negative values: ``x * 255 / max``, so the largest value becomes 255;
- some negative values: ``x * 127 / max(|x|) + 128``, so 0 becomes 128, mid-grey;

and converted to bytes by dropping the fraction (127.9 is 127). A pixel with a NaN or an
infinity is painted ``bad_color`` (opaque red). An image whose largest magnitude is below 1e-6
is all black (scale 0). The arithmetic is done in the image's dtype (float16 rounds as TF's
half does), with the extremes and the scale computed in float32.
Left out: nothing of the kernel.

>>> scaled_uint8(np.array([[[[0.0], [0.5], [2.0]]], [[[-1.0], [0.0], [np.nan]]]], np.float32),
...              BAD_COLOR)[..., 0].tolist()
[[[0, 63, 255]], [[1, 128, 255]]]
"""
import numpy as np

from ..ops.core import kernel
from .png import encode_png
from .protos import proto_module
from .summary_ops import BAD_COLOR, run_error, serialized, shape_text, tag_text

_ZERO_THRESHOLD = np.float32(1e-6)


def scaled_uint8(images, bad_color):
    """Float images [n, h, w, c] as uint8, scaled per image as TF's ImageSummary does."""
    dtype = images.dtype.type
    channels = images.shape[-1]
    finite = np.isfinite(images).all(axis=-1, keepdims=True)  # a pixel is good or bad whole
    as_float = images.astype(np.float32)
    axes = (1, 2, 3)
    low = np.where(finite, as_float, np.inf).min(axis=axes, initial=np.inf)
    high = np.where(finite, as_float, -np.inf).max(axis=axes, initial=-np.inf)
    signed = low < 0
    largest = np.where(signed, np.maximum(np.abs(low), np.abs(high)), high)
    with np.errstate(divide="ignore", invalid="ignore"):
        scale = np.where(largest < _ZERO_THRESHOLD, np.float32(0),
                         np.where(signed, np.float32(127), np.float32(255)) / largest)
    offset = np.where(signed, 128, 0)
    scale = scale.astype(dtype).reshape(-1, 1, 1, 1)
    offset = offset.astype(dtype).reshape(-1, 1, 1, 1)
    with np.errstate(invalid="ignore"):  # bad pixels are replaced just below
        pixels = (images * scale + offset).astype(np.uint8)
    return np.where(finite, pixels, bad_color[:channels])


@kernel("ImageSummary")
def _image_summary(op, tag, images):
    tag = tag_text(tag[()])
    shape = images.shape
    if images.ndim != 4 or shape[3] not in (1, 3, 4):
        raise run_error(op, "Tensor must be 4-D with last dim 1, 3, or 4, not %s"
                        % shape_text(shape))
    if images.size >= 2 ** 31 - 1:
        raise run_error(op, "Tensor too large for summary %s" % shape_text(shape))
    if not (shape[1] and shape[2]):
        raise run_error(op, "input tensor must have non-zero dims. Found: [%s]."
                        % ", ".join(str(d) for d in shape))
    max_images = op.attrs["max_images"]
    images = images[:max_images]
    if images.dtype != np.uint8:
        images = scaled_uint8(images, op.attrs["bad_color"])
    summary_pb2 = proto_module("summary_pb2")
    values = []
    for i, pixels in enumerate(images):
        name = "%s/image" % tag if max_images == 1 else "%s/image/%d" % (tag, i)
        values.append(summary_pb2.Summary.Value(tag=name, image=summary_pb2.Summary.Image(
            height=shape[1], width=shape[2], colorspace=shape[3],
            encoded_image_string=encode_png(pixels))))
    return serialized(summary_pb2.Summary(value=values))
