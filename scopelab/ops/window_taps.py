"""Where the taps of a sliding window fall, in any number of spatial dimensions.

The depthwise and 3-D convolutions and the 3-D pools (``depthwise_conv_ops.py``,
``conv3d_ops.py``, ``pooling3d_ops.py``) all slide a window of ``k`` taps per spatial axis over
a channels-last input, by ``strides``, with taps ``dilations`` apart. Their kernels loop over
the taps, never over pixels: tap ``t`` sees one strided slice of the padded input, the pixel it
reads in every window at once. A forward kernel combines those slices; a gradient kernel adds
into the same slices of a zero array and crops the padding off.

SAME padding gives ``ceil(size / stride)`` windows per axis and pads what they hang over, the
odd pixel after; VALID keeps the windows that fit.

>>> win = Windows((5,), (3,), (2,), "SAME")
>>> win.pads, win.out, [s[1] for _, s in win.taps()]
([(1, 1)], (3,), [slice(0, 5, 2), slice(1, 6, 2), slice(2, 7, 2)])
"""
import itertools
import math

import numpy as np

from .. import errors


def out_length(size, k, stride, padding, dilation=1):
    """Windows along one axis (None when the size is unknown)."""
    if size is None:
        return None
    span = (k - 1) * dilation + 1
    return math.ceil(size / stride) if padding == "SAME" else math.ceil((size - span + 1) / stride)


def checked_padding(op_type, padding, explicit=False):
    """``padding`` as a str, which must be SAME or VALID. TF's message also offers EXPLICIT
    for the convolutions (``explicit``), whose explicit paddings are left out here."""
    padding = padding.decode() if isinstance(padding, bytes) else padding
    if padding not in ("SAME", "VALID"):
        offered = '"SAME", "VALID", "EXPLICIT"' if explicit else '"SAME", "VALID"'
        raise ValueError("Attr 'padding' of '%s' Op passed string '%s' not in: %s."
                         % (op_type, padding, offered))
    return padding


def same_pads(size, k, stride, padding, dilation=1):
    """(before, after) zero padding along one axis; SAME puts the odd pixel after."""
    if padding == "VALID":
        return 0, 0
    span = (k - 1) * dilation + 1
    total = max((math.ceil(size / stride) - 1) * stride + span - size, 0)
    return total // 2, total - total // 2


class Windows:
    """The windows of ``ksize`` taps over spatial ``sizes`` (leading batch axis, trailing
    channel axis in the arrays it pads, slices and crops)."""

    def __init__(self, sizes, ksize, strides, padding, dilations=None):
        dilations = dilations or (1,) * len(sizes)
        self.sizes, self.ksize = tuple(sizes), tuple(ksize)
        self.strides, self.dilations = tuple(strides), tuple(dilations)
        self.pads = [same_pads(n, k, s, padding, d)
                     for n, k, s, d in zip(sizes, ksize, strides, dilations)]
        self.out = tuple(out_length(n, k, s, padding, d)
                         for n, k, s, d in zip(sizes, ksize, strides, self.dilations))

    def pad(self, x, fill=0):
        if not any(before or after for before, after in self.pads):
            return x
        return np.pad(x, [(0, 0)] + self.pads + [(0, 0)], constant_values=fill)

    def padded_shape(self, batch, channels):
        return (batch,) + tuple(n + sum(p) for n, p in zip(self.sizes, self.pads)) + (channels,)

    def taps(self):
        """(tap index, slices of the padded input that tap reads in every window), in row-major
        order of the taps."""
        for tap in itertools.product(*(range(k) for k in self.ksize)):
            yield tap, (slice(None),) + tuple(
                slice(t * d, t * d + (o - 1) * s + 1, s)
                for t, d, o, s in zip(tap, self.dilations, self.out, self.strides))

    def crop(self, xp):
        return xp[(slice(None),) + tuple(slice(p[0], p[0] + n)
                                         for p, n in zip(self.pads, self.sizes))]

    def counts(self, dtype):
        """[*out, 1]: how many taps of each window lie inside the input (for average pools)."""
        total = np.ones((), dtype=dtype)
        for o, k, s, p, n in zip(self.out, self.ksize, self.strides, self.pads, self.sizes):
            start = np.arange(o) * s
            inside = np.minimum(start + k, p[0] + n) - np.maximum(start, p[0])
            total = np.multiply.outer(total, inside.astype(dtype))
        return total[..., None]


def check_strides(op, equal_spatial=False):
    """TF's run-time refusal of strides its CPU kernels lack: along the batch or channels, or
    (``equal_spatial``) different along rows and columns."""
    strides = op.attrs["strides"]
    if strides[0] != 1 or strides[-1] != 1:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "Current implementation does not yet support "
            "strides in the batch and depth dimensions.")
    if equal_spatial and len(set(strides[1:-1])) > 1:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "Current implementation only supports equal "
            "length strides in the row and column dimensions.")
