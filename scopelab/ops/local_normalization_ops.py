"""Dividing by a sum of squares: local response normalization (LRN) and ``l2_normalize``.

Mirrors ``tf.nn.lrn`` (alias ``local_response_normalization``, ``gen_nn_ops``) and
``tf.nn.l2_normalize`` (``nn_impl.py``). LRN, from AlexNet and the CIFAR-10 tutorial, divides
each channel of a pixel by its neighbours' energy: with ``s`` the sum of squares over the
channels ``d - depth_radius .. d + depth_radius``, the output is
``input / (bias + alpha * s) ** beta``. ``l2_normalize`` scales vectors to length 1 along
``axis``: ``x * rsqrt(max(sum(x**2), epsilon))``, built from ordinary ops (Square, Sum,
Maximum, Rsqrt, Mul), so its gradient needs nothing new. ``LRNGrad`` is the derivative
``tf.gradients`` builds for LRN (gradients_impl/activation_grad.py).
Left out: NCHW data, complex inputs to ``l2_normalize``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     n = tf.nn.l2_normalize([[3.0, 4.0]], axis=1)
...     r = tf.nn.lrn([[[[1.0, 1.0]]]], depth_radius=1, bias=0.0, alpha=1.0, beta=0.5)
...     with tf.Session() as sess:
...         values = sess.run([n, r])
>>> n.op.name, n.op.inputs[1].op.type, [v.astype(float).round(4).tolist() for v in values]
('l2_normalize', 'Rsqrt', [[[0.6, 0.8]], [[[[0.7071, 0.7071]]]]])
"""
import numpy as np

from ..default_graph import graph_from_inputs
from .core import convert_to_tensor, kernel, make_op, shape_error
from .math_ops import maximum, multiply, square
from .reduction_ops import reduce_sum
from .softmax_ops import deprecated_argument_lookup
from .unary_math_ops import check_allowed, rsqrt

_LRN_TYPES = ("float16", "bfloat16", "float32")


def local_response_normalization(input, depth_radius=5, bias=1.0, alpha=1.0,  # noqa: A002
                                 beta=0.5, name=None):
    """Each channel divided by ``(bias + alpha * s) ** beta``, ``s`` the sum of squares of
    the ``2 * depth_radius + 1`` channels around it (fewer at the edges)."""
    g = graph_from_inputs((input,))
    with g.name_scope(name or "LRN") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        check_allowed(x, "input", _LRN_TYPES)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "depth_radius": int(depth_radius), "bias": float(bias),
                 "alpha": float(alpha), "beta": float(beta)}

        def shape(node):
            if x.shape.ndims is None:
                return [None] * 4
            if x.shape.ndims != 4:
                raise shape_error("Shape must be rank 4 but is rank %d" % x.shape.ndims,
                                  node, "LRN", attrs, [x])
            return x.shape
        return make_op(g, "LRN", [x], scope, dtype, shape, attrs)


lrn = local_response_normalization


def lrn_grad(input_grads, input_image, output_image, depth_radius=5, bias=1.0, alpha=1.0,
             beta=0.5, name=None):
    """The gradient of LRN with respect to its input, given the gradient of its output."""
    g = graph_from_inputs((input_grads, input_image, output_image))
    with g.name_scope(name or "LRNGrad") as scope:
        dy = convert_to_tensor(input_grads, name="input_grads", graph=g)
        x = convert_to_tensor(input_image, name="input_image", graph=g)
        y = convert_to_tensor(output_image, name="output_image", graph=g)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "depth_radius": int(depth_radius), "bias": float(bias),
                 "alpha": float(alpha), "beta": float(beta)}
        return make_op(g, "LRNGrad", [dy, x, y], scope, dtype, x.shape, attrs)


def _window_sums(values, radius):
    """Sums over the channels ``d - radius .. d + radius`` of the last axis, one tap at a time."""
    depth = values.shape[-1]
    sums = values.copy()
    for k in range(1, min(radius, depth - 1) + 1):
        sums[..., :-k] += values[..., k:]
        sums[..., k:] += values[..., :-k]
    return sums


def _wide(x):
    return x.astype(np.float32) if x.dtype == np.float16 else x  # half is computed in float


@kernel("LRN")
def _lrn(op, x):
    a = op.attrs
    xw = _wide(x)
    norm = a["bias"] + a["alpha"] * _window_sums(xw * xw, a["depth_radius"])
    return (xw * norm ** -a["beta"]).astype(x.dtype, copy=False)


@kernel("LRNGrad")
def _lrn_grad(op, dy, x, y):
    """d out_j / d x_k is ``norm_j**-beta`` (j = k) minus ``2 alpha beta x_j x_k
    norm_j**(-beta-1)`` for every j whose window holds k; windows are symmetric, so the sum
    over j is a window sum too."""
    a = op.attrs
    xw, dyw = _wide(x), _wide(dy)
    norm = a["bias"] + a["alpha"] * _window_sums(xw * xw, a["depth_radius"])
    scaled = norm ** -a["beta"]
    back = _window_sums(dyw * xw * scaled / norm, a["depth_radius"])
    out = dyw * scaled - (2 * a["alpha"] * a["beta"]) * xw * back
    return out.astype(x.dtype, copy=False)


def l2_normalize(x, axis=None, epsilon=1e-12, name=None, dim=None):
    """``x`` divided by its L2 norm along ``axis`` (all axes if None); a norm below
    ``sqrt(epsilon)`` counts as ``sqrt(epsilon)``, so a zero vector stays zero."""
    axis = deprecated_argument_lookup("axis", axis, "dim", dim)
    g = graph_from_inputs((x,))
    with g.name_scope(name, "l2_normalize") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        square_sum = reduce_sum(square(x), axis, keepdims=True)
        inverse_norm = rsqrt(maximum(square_sum, epsilon))
        return multiply(x, inverse_norm, name=scope)
