"""``tf.nn.convolution`` and ``tf.nn.atrous_conv2d``: convolutions of any rank, with holes.

Mirrors ``convolution`` (``convolution_internal``) and ``atrous_conv2d`` of ``nn_ops.py``.
``convolution`` picks the op by the filter's rank (conv1d, Conv2D or Conv3D) and names it after
its scope, ``convolution``. With a dilation rate above 1 (taps ``rate`` pixels apart, "atrous"
or "with holes") TF1 does not dilate the op: it deals the input out with SpaceToBatchND, runs
the plain convolution with VALID padding on the dealt images, and puts the result back with
BatchToSpaceND (``space_to_batch_ops.with_space_to_batch``). ``atrous_conv2d`` is that with
the same rate along both axes.
Left out: channels-first data, dilated convolutions of unknown spatial sizes.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     x = tf.reshape(tf.range(25.0), [1, 5, 5, 1])
...     y = tf.nn.atrous_conv2d(x, tf.ones([2, 2, 1, 1]), rate=2, padding="VALID")
...     with tf.Session() as sess:
...         out = sess.run(y)
>>> y.name, out[0, :, :, 0].tolist()[0]
('convolution/BatchToSpaceND:0', [24.0, 28.0, 32.0])
"""
import numpy as np

from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from .conv3d_ops import conv3d
from .convolution_ops import conv1d
from .core import convert_to_tensor
from .nn_ops import conv2d
from .space_to_batch_ops import with_space_to_batch


def _sequence(value, n, name):
    """``value`` as n + 2 numbers, batch and channel 1 (channels-last)."""
    if value is None:
        return [1] * (n + 2)
    value = [int(v) for v in np.ravel(value)]
    if len(value) == 1:
        return [1] + value * n + [1]
    if len(value) == n:
        return [1] + value + [1]
    if len(value) == n + 2:
        return value
    raise ValueError("%s should be of length 1, %d or %d. Received: %s=%s of length %d"
                     % (name, n, n + 2, name, value, len(value)))


def convolution(input, filter=None, padding=None, strides=None,  # noqa: A002 - TF's names
                dilation_rate=None, name=None, data_format=None, filters=None,
                dilations=None):
    """An N-D convolution (N from the filter's rank), dilated by ``dilation_rate``."""
    kernel = filters if filter is None else filter
    rate = dilations if dilations is not None else dilation_rate
    g = graph_from_inputs((input, kernel))
    # Python values become Consts under a scope of their own; variables convert as usual.
    if not isinstance(kernel, Tensor) and not hasattr(kernel, "_as_tensor"):
        with g.name_scope("convolution_internal"):
            kernel = convert_to_tensor(kernel, name="filters", graph=g)
    if not isinstance(input, Tensor) and not hasattr(input, "_as_tensor"):
        with g.name_scope("convolution_internal"):
            input = convert_to_tensor(input, name="input", graph=g)  # noqa: A001
    kernel = convert_to_tensor(kernel, graph=g)
    n = (kernel.shape.ndims or input.shape.ndims) - 2
    if n not in (1, 2, 3):
        raise ValueError("`num_spatial_dims` must be 1, 2, or 3. Received: num_spatial_dims=%d."
                         % n)
    rates = _sequence(rate, n, "dilations")
    steps = _sequence(strides, n, "strides")
    with g.name_scope(name, "convolution") as scope:
        if all(r == 1 for r in rates):
            return _undilated(n, input, kernel, steps, padding, rates, scope)
        if min(rates) < 1:
            raise ValueError("all values of `dilation_rate` must be positive. Received: "
                             "dilation_rate=%s" % np.array(rates[1:-1], np.int32))
        if max(steps) > 1:
            raise ValueError("`strides > 1` not supported in conjunction with `dilation_rate > "
                             "1`. Received: strides=%s and dilation_rate=%s"
                             % (np.array(steps[1:-1], np.int32), np.array(rates[1:-1], np.int32)))
        return with_space_to_batch(
            input, rates[1:-1], padding,
            lambda dealt, pad: _undilated(n, dealt, kernel, steps, pad, [1] * (n + 2), scope),
            filter_shape=kernel.shape.as_list())


def _undilated(n, x, kernel, strides, padding, dilations, name):
    if n == 2:
        return conv2d(x, kernel, strides, padding, dilations=dilations, name=name)
    if n == 3:
        return conv3d(x, kernel, strides, padding, dilations=dilations, name=name)
    return conv1d(x, kernel, strides, padding, name=name)


def atrous_conv2d(value, filters, rate, padding, name=None):
    """A 2-D convolution whose taps are ``rate`` pixels apart along both axes."""
    return convolution(value, filters, padding, dilation_rate=np.broadcast_to(rate, (2,)),
                       name=name)
