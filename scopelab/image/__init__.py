"""``tf.image``: resizing, flipping, cropping and the pixel arithmetic of TF1 CNN programs'
input preprocessing and augmentation, built into the graph.

Mirrors TF1's ``tf.image`` (``image_ops_impl.py`` and ``gen_image_ops``): ``resize.py``
(``resize_images`` / ``resize`` and ``ResizeMethod``; the resize ops themselves, their kernels
and gradients are ``ops/resize_ops.py`` and ``gradients_impl/image_grad.py``), ``geometry.py``
(flips, ``transpose_image``, ``rot90``, ``central_crop``), ``boxes.py`` (cropping and padding
to a box), ``color.py`` (``convert_image_dtype``, ``per_image_standardization``, grayscale,
brightness, contrast, gamma), ``hsv.py`` (HSV, hue, saturation), ``differences.py``
(``total_variation``, ``image_gradients``); ``random_crop`` is ``tf.random_crop``.
Left out: encoding and decoding image files (``left_out.py`` says why); not written yet (their
AttributeError says so): the gradient of RGBToHSV, and the rarer names (bounding-box sampling
and drawing, non-max suppression, ``crop_and_resize``, patches, YIQ / YUV, PSNR / SSIM, Sobel).

>>> import scopelab as tf
>>> tf.image.resize is tf.image.resize_images, tf.image.transpose is tf.image.transpose_image
(True, True)
"""
from ..left_out import missing_names as _missing_names
from ..ops.resize_ops import (resize_area, resize_bicubic, resize_bilinear,  # noqa: F401
                              resize_nearest_neighbor)
from ..ops.shuffle_ops import random_crop  # noqa: F401 - tf.random_crop under its tf.image name
from .boxes import (crop_to_bounding_box, pad_to_bounding_box,  # noqa: F401
                    resize_image_with_crop_or_pad, resize_image_with_pad)
from .boxes import resize_image_with_crop_or_pad as resize_with_crop_or_pad  # noqa: F401
from .color import (adjust_brightness, adjust_contrast, adjust_gamma,  # noqa: F401
                    convert_image_dtype, grayscale_to_rgb, per_image_standardization,
                    random_brightness, random_contrast, rgb_to_grayscale)
from .differences import image_gradients, total_variation  # noqa: F401
from .geometry import (central_crop, flip_left_right, flip_up_down,  # noqa: F401
                       random_flip_left_right, random_flip_up_down, rot90, transpose_image)
from .geometry import transpose_image as transpose  # noqa: F401 - TF1's two names
from .hsv import (adjust_hue, adjust_saturation, hsv_to_rgb, random_hue,  # noqa: F401
                  random_saturation, rgb_to_hsv)
from .resize import ResizeMethod, resize_images  # noqa: F401
from .resize import resize_images as resize  # noqa: F401 - TF1's tf.image.resize

__getattr__ = _missing_names(__name__)
