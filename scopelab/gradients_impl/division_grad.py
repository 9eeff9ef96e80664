"""Gradients of Xlogy, Xlog1py, Xdivy and MulNoNan; TruncateDiv passes none (TruncateMod, as in
TF, has no gradient registered: ``tf.gradients`` through it is TF's LookupError).

Mirrors those functions of TF's ``math_grad.py``. The derivatives keep their op's rule about
zeros: ``d xlogy / dx = xlogy(x != 0, y)`` (so log(y) where x is not 0, else 0),
``d xlogy / dy = xdivy(x, y)``; ``d xlog1py / dx = xlog1py(x != 0, y)``,
``d xlog1py / dy = xdivy(x, y + 1)``; ``d xdivy / dx = xdivy(x != 0, y)``,
``d xdivy / dy = xdivy(-x, y**2)``; MulNoNan's gradients are MulNoNans again. Xlogy, Xlog1py and
Xdivy sum back over broadcast axes with a BroadcastGradientArgs op always; MulNoNan, like Mul, only
when the static shapes leave it unsure.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([0.0, 2.0])
...     y = tf.constant([0.0, 4.0])
...     dx, dy = tf.gradients(tf.math.xlogy(x, y), [x, y])
...     with tf.Session() as sess:
...         values = sess.run([dx, dy])
>>> [v.astype(float).round(4).tolist() for v in values]
[[0.0, 1.3863], [0.0, 0.5]]
"""
from ..ops import array_ops, division_ops, grad_ops, math_ops, reduction_ops
from ..tensor import Tensor
from .math_grad import _reduce_gradient_args, _shapes_fully_specified_and_equal
from .registry import RegisterGradient


@RegisterGradient("TruncateDiv")
def _truncate_div_grad(op, grad):
    return None, None


def _x_nonzero_grads(op, grad, partials):
    """Both gradients of Xlogy or Xdivy: ``partials(x, x != 0 as 0/1, y)`` gives the two
    partial derivatives, each times ``grad`` summed back to its operand's shape."""
    x, y = op.inputs
    sx, sy = array_ops.shape(x), array_ops.shape(y)
    rx, ry = grad_ops.broadcast_gradient_args(sx, sy)
    with op.graph.control_dependencies([grad]):
        zero = math_ops.cast(0.0, dtype=x.dtype.base_dtype)
        not_zero_x = math_ops.cast(math_ops.not_equal(x, zero), dtype=x.dtype.base_dtype)
        partial_x, partial_y = partials(x, not_zero_x, y)
        return (array_ops.reshape(reduction_ops.reduce_sum(partial_x * grad, rx), sx),
                array_ops.reshape(reduction_ops.reduce_sum(partial_y * grad, ry), sy))


@RegisterGradient("Xlogy")
def _xlogy_grad(op, grad):
    return _x_nonzero_grads(op, grad, lambda x, nz, y: (division_ops.xlogy(nz, y),
                                                        division_ops.xdivy_op(x, y)))


@RegisterGradient("Xlog1py")
def _xlog1py_grad(op, grad):
    return _x_nonzero_grads(op, grad, lambda x, nz, y: (division_ops.xlog1py_op(nz, y),
                                                        division_ops.xdivy_op(x, y + 1.0)))


@RegisterGradient("Xdivy")
def _xdivy_grad(op, grad):
    def partials(x, nz, y):
        partial_x = division_ops.xdivy_op(nz, y)
        return partial_x, division_ops.xdivy_op(math_ops.negative(x), y ** 2)
    return _x_nonzero_grads(op, grad, partials)


@RegisterGradient("MulNoNan")
def _mul_no_nan_grad(op, grad):
    x, y = op.inputs
    gx = division_ops.mul_no_nan_op(grad, y)
    gy = division_ops.mul_no_nan_op(x, grad)
    if isinstance(grad, Tensor) and _shapes_fully_specified_and_equal(x, y, grad):
        return gx, gy
    return _reduce_gradient_args(x, y, gx, gy)
