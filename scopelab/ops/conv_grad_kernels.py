"""The kernels of Conv2D's gradient ops, Conv2DBackpropInput and Conv2DBackpropFilter.

Conv2D is one matrix product, ``y = cols @ w`` (``nn_ops.im2col``: a row per output pixel, the
input patch it sees; ``w`` as a ``kh * kw * C x out`` matrix). So its gradients are matrix
products too, the ones of ``tf.matmul``'s gradient:

- the filter's gradient is ``cols.T @ dy``: every tap's weight collects input times output
  gradient over all images and pixels;
- the input's gradient is ``dy @ w.T``, one gradient per patch entry, and each entry goes back
  to the input pixel it was copied from ("col2im"). Patches overlap when the stride is smaller
  than the filter, so a pixel sums what all its patches send it; the padding's share is cut off.

(``scopelab/fast/conv.py`` computes the same sums with less copying, or through Fourier
transforms.)
TF's CPU kernels refuse dilations larger than 1 when run: a dilated Conv2D has no gradient
on TF's CPU, and none here. Conv2DBackpropInput checks its sizes when run as TF 2.21's CPU
kernel does (channels that the filter does not divide; a gradient of the wrong size is its
oneDNN kernel's AbortedError). Left out: NCHW, explicit paddings.

>>> import numpy as np, scopelab as tf
>>> with tf.Graph().as_default():
...     x, w = tf.ones([1, 3, 3, 1]), tf.ones([2, 2, 1, 1])
...     dx, dw = tf.gradients(tf.nn.conv2d(x, w, [1, 1, 1, 1], "VALID"), [x, w])
...     with tf.Session() as sess:
...         dx, dw = sess.run([dx, dw])
>>> dx[0, :, :, 0].tolist(), dw[:, :, 0, 0].tolist()
([[1.0, 2.0, 1.0], [2.0, 4.0, 2.0], [1.0, 2.0, 1.0]], [[4.0, 4.0], [4.0, 4.0]])
"""
import numpy as np

from .. import errors
from .core import kernel
from .nn_ops import _out_size, _pads, im2col


def refuse_dilations(op):
    """TF's run-time error for a dilated Conv2DBackpropInput or Conv2DBackpropFilter."""
    if any(d != 1 for d in op.attrs["dilations"]):
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "Current CPU implementations do not yet support "
            "dilation rates larger than 1.")


def input_grad_shape(op, input_sizes, w, dy):
    """The shape of Conv2DBackpropInput's output, after TF's run-time checks: ``input_sizes``
    gives 4 sizes, or the 2 spatial ones (batch from ``dy``, channels from the filter); the
    gradient must be what a Conv2D of that shape would output."""
    refuse_dilations(op)
    sizes = [int(d) for d in input_sizes]
    shape = tuple(sizes) if len(sizes) == 4 else (dy.shape[0], *sizes, w.shape[2])
    if shape[3] % w.shape[2]:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "input depth must be evenly divisible by filter "
            "depth: %d vs %d" % (shape[3], w.shape[2]))
    padding, (_, sh, sw, _) = op.attrs["padding"].decode(), op.attrs["strides"]
    expected = (shape[0], _out_size(shape[1], w.shape[0], sh, padding),
                _out_size(shape[2], w.shape[1], sw, padding))
    if expected != dy.shape[:3]:
        # What TF 2.21's CPU kernel (oneDNN's) says when the sizes disagree.
        raise errors.graph_execution_error(
            errors.AbortedError, op, "Operation received an exception:Status: 2, message: "
            "could not create a primitive descriptor for the convolution forward propagation "
            "primitive. Run workload with environment variable ONEDNN_VERBOSE=all to get "
            "additional diagnostic information., in file "
            "tensorflow/core/kernels/mkl/mkl_conv_grad_input_ops.cc:546")
    return shape


@kernel("Conv2DBackpropInput")
def _conv2d_backprop_input(op, input_sizes, w, dy):
    shape = input_grad_shape(op, input_sizes, w, dy)
    kh, kw, c, cout = w.shape
    patches = (dy.reshape(-1, cout) @ w.reshape(-1, cout).T).reshape(dy.shape[:3] + (kh, kw, c))
    return col2im(patches, shape, op.attrs["strides"][1:3], op.attrs["padding"].decode())


def col2im(patches, shape, strides, padding):
    """The input gradient of ``shape`` from the gradients of its patches [n, oh, ow, kh, kw, c]
    (the rows of ``im2col``): each entry is added to the pixel it was copied from."""
    n, oh, ow, kh, kw, c = patches.shape
    sh, sw = strides
    _, h, wd, _ = shape
    (top, bottom), (left, right) = _pads(h, kh, sh, padding), _pads(wd, kw, sw, padding)
    dxp = np.zeros((n, h + top + bottom, wd + left + right, c), dtype=patches.dtype)
    for i in range(kh):
        for j in range(kw):
            dxp[:, i:i + (oh - 1) * sh + 1:sh, j:j + (ow - 1) * sw + 1:sw] += patches[:, :, :, i, j]
    return dxp[:, top:top + h, left:left + wd].copy()


@kernel("Conv2DBackpropFilter")
def _conv2d_backprop_filter(op, x, filter_sizes, dy):
    refuse_dilations(op)
    kh, kw, c, cout = (int(d) for d in filter_sizes)
    cols = im2col(x, kh, kw, op.attrs["strides"][1:3], op.attrs["padding"].decode())
    dw = cols.reshape(-1, kh * kw * c).T @ dy.reshape(-1, cout)
    return dw.reshape(kh, kw, c, cout)
